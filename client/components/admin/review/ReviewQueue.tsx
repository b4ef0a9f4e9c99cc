// The dashboard's queue for editors and administrators: each draft waiting for review, who asked, when, the note.
import { Badge, Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { adminPaths } from '../../../config/admin-paths';
import { AdminReviewQueueDocument, type ReviewableType } from '../../../graphql/admin/graphql';
import { formatDateTime } from '../../../lib/format';

const PAGES: Record<ReviewableType, (id: number) => string> = {
  PRODUCT: adminPaths.adminProduct,
  BLOG: adminPaths.adminBlog,
  DOCUMENT: adminPaths.adminDocument,
  APPLICATION: adminPaths.adminApplication,
};
const pageOf = (entityType: ReviewableType, id: number) => PAGES[entityType](id);

export function ReviewQueue() {
  const { t } = useTranslation('admin/review');
  const { data } = useQuery(AdminReviewQueueDocument, { fetchPolicy: 'cache-and-network' });
  if (!data) return null;
  return (
    <Box
      as="section"
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: '4', md: '6' }}
      aria-labelledby="review-queue-heading"
      data-testid="review-queue"
    >
      <Heading as="h2" size="md" id="review-queue-heading" mb="3">
        {t('queue.title')}
      </Heading>
      {data.reviewQueue.length ? (
        <Stack as="ul" gap="3" listStyleType="none">
          {data.reviewQueue.map((item) => (
            <Box as="li" key={`${item.entityType}:${item.id}`}>
              <Badge variant="outline" mr="2">
                {t(`queue.kind.${item.entityType}`)}
              </Badge>
              <Link asChild fontWeight="semibold" color="brand.700">
                <RouterLink to={pageOf(item.entityType, item.id)}>{item.name}</RouterLink>
              </Link>
              <Text fontSize="sm" color="gray.600">
                {t('queue.asked', { name: item.request.adminName ?? t('someone'), time: formatDateTime(item.request.createdAt) })}
              </Text>
              {item.request.note ? (
                <Text fontSize="sm" whiteSpace="pre-wrap">
                  {item.request.note}
                </Text>
              ) : null}
            </Box>
          ))}
        </Stack>
      ) : (
        <Text color="gray.600">{t('queue.empty')}</Text>
      )}
    </Box>
  );
}
