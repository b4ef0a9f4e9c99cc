import { Box, Center, HStack, Link, Spinner, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme/recipes/table';
import { Download, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SiteProductFilesQuery } from '../../../graphql/graphql';
import { formatSize } from '../../../lib/format';
import { localized } from '../../../lib/localized';

const wide = { base: 'none', md: 'table-cell' };
const narrow = { base: 'block', md: 'none' };

export type ProductFileRow = SiteProductFilesQuery['productFiles'][number];

/** The product's downloadable files: name, type, size and a download link. */
export function FilesTable({ files, loading = false, productName }: { files: ProductFileRow[]; loading?: boolean; productName?: string }) {
  const { t, i18n } = useTranslation('products');
  if (loading && files.length === 0) {
    return (
      <Center role="status" gap="3" py="6" color="gray.600">
        <Spinner size="sm" color="brand.500" />
        <Text>{t('detail.filesLoading')}</Text>
      </Center>
    );
  }
  if (files.length === 0) {
    return (
      <Text color="gray.600" p="5" rounded="lg" bg="gray.50" borderWidth="1px" borderStyle="dashed">
        {t('detail.filesEmpty')}
      </Text>
    );
  }
  return (
    <Box position="relative" overflow="hidden" rounded="lg" borderWidth="1px" borderColor="gray.200" bg="white" data-testid="files-table">
      <Table.Root recipe={tableSlotRecipe} size="md" interactive fontSize="md">
        <Table.Header>
          <Table.Row bg="brand.50">
            <Table.ColumnHeader color="brand.800">{t('detail.fileName')}</Table.ColumnHeader>
            <Table.ColumnHeader color="brand.800" display={wide}>
              {t('detail.fileType')}
            </Table.ColumnHeader>
            <Table.ColumnHeader color="brand.800" display={wide} whiteSpace="nowrap">
              {t('detail.fileSize')}
            </Table.ColumnHeader>
            <Table.ColumnHeader color="brand.800" textAlign="end">
              <Box as="span" srOnly>
                {t('detail.fileDownload')}
              </Box>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {files.map((f) => (
            <Table.Row key={f.id}>
              <Table.Cell>
                <HStack gap="2" align="start">
                  <Box color="brand.500" flexShrink={0} mt="0.5">
                    <FileText size={18} aria-hidden="true" />
                  </Box>
                  <Box minW="0">
                    <Text color="gray.900" fontWeight="medium" overflowWrap="anywhere">
                      {f.file.originalName}
                    </Text>
                    {/* Phones: type and size under the name instead of in columns of their own. */}
                    <Text display={narrow} fontSize="sm" color="gray.600">
                      {localized(i18n.language, f.fileTypeTr, f.fileTypeEn)} · {formatSize(f.file.size, i18n.language)}
                    </Text>
                  </Box>
                </HStack>
              </Table.Cell>
              <Table.Cell color="gray.700" display={wide}>
                {localized(i18n.language, f.fileTypeTr, f.fileTypeEn)}
              </Table.Cell>
              <Table.Cell color="gray.700" display={wide} whiteSpace="nowrap">
                {formatSize(f.file.size, i18n.language)}
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Link
                  href={f.downloadUrl}
                  download
                  // A quote request names the files downloaded before it (client/lib/quote-list.ts).
                  data-records-download={productName ? `${productName}: ${f.file.originalName}` : undefined}
                  aria-label={t('detail.downloadFile', { name: f.file.originalName })}
                  color="brand.600"
                  fontWeight="semibold"
                  whiteSpace="nowrap"
                  display="inline-flex"
                  alignItems="center"
                  justifyContent="center"
                  gap="1.5"
                  // On phones only the icon shows: the link stays a comfortable tap target (WCAG 2.2: at least 24×24).
                  minW="10"
                  minH="10"
                  _hover={{ color: 'brand.800' }}
                >
                  <Download size={16} aria-hidden="true" />
                  <Box as="span" display={{ base: 'none', sm: 'inline' }}>
                    {t('detail.fileDownload')}
                  </Box>
                </Link>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
