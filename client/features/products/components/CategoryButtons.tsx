import { Box, Button, SimpleGrid, Skeleton } from '@chakra-ui/react';
import { Cable, Gauge, Network, RadioTower, Router, SlidersHorizontal, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProductCategory } from '../../../graphql/graphql';

const ICONS: Record<ProductCategory, LucideIcon> = {
  gateway: Router,
  energy: Gauge,
  amr: RadioTower,
  control: SlidersHorizontal,
  io: Cable,
  network: Network,
};

export interface CategoryButtonsProps {
  categories: readonly ProductCategory[] | undefined;
  selected: ProductCategory | undefined;
  onSelect: (category: ProductCategory) => void;
}

const columns = { base: 2, md: 3 };

/** Spec: category buttons, three per row; the pressed one is the category shown below. */
export function CategoryButtons({ categories, selected, onSelect }: CategoryButtonsProps) {
  const { t } = useTranslation('products');
  if (!categories) {
    return (
      <SimpleGrid columns={columns} gap="3" aria-hidden="true">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} h="14" rounded="lg" />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid as="div" role="group" aria-label={t('categories.label')} columns={columns} gap="3" data-testid="category-buttons">
      {categories.map((category) => {
        const Icon = ICONS[category];
        const pressed = category === selected;
        return (
          <Button
            key={category}
            aria-pressed={pressed}
            onClick={() => onSelect(category)}
            colorPalette="brand"
            variant={pressed ? 'solid' : 'outline'}
            size={{ base: 'md', md: 'lg' }}
            fontSize={{ base: 'sm', md: 'md' }}
            h="auto"
            minH="14"
            py="3"
            px={{ base: '3', md: '4' }}
            justifyContent="flex-start"
            whiteSpace="normal"
            textAlign="start"
            rounded="lg"
            bg={pressed ? undefined : 'white'}
            borderColor={pressed ? undefined : 'gray.200'}
            color={pressed ? undefined : 'gray.800'}
            shadow={pressed ? 'md' : 'xs'}
            _hover={pressed ? undefined : { bg: 'brand.50', borderColor: 'brand.300', color: 'brand.700' }}
            data-category={category}
          >
            <Box
              as="span"
              display={{ base: 'none', sm: 'inline-flex' }}
              p="1.5"
              rounded="md"
              bg={pressed ? 'whiteAlpha.200' : 'brand.50'}
              color={pressed ? 'white' : 'brand.600'}
              flexShrink={0}
            >
              <Icon size={18} aria-hidden="true" />
            </Box>
            {t(`common:category.${category}`)}
          </Button>
        );
      })}
    </SimpleGrid>
  );
}
