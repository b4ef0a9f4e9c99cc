import { useQuery } from '@apollo/client/react';
import { Box, Button, Flex } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { SiteProductChoicesDocument } from '../../../graphql/graphql';
import { compared, toggleCompared } from './compare-store';
import { COMPARE_NS } from './compare-texts';

export interface CompareAddProps {
  /** The products the page compares, in its order. */
  slugs: readonly string[];
}

/**
 * "Add a product" on the comparison page: a GET form that asks for the same page with one more product, so that a
 * comparison is built without the page's script too (the "add to comparison" buttons open this page with their
 * product). With the script, the page follows at once, and the product joins this browser's choice.
 */
export function CompareAdd({ slugs }: CompareAddProps) {
  const { t } = useTranslation(COMPARE_NS);
  const navigate = useNavigate();
  const { data } = useQuery(SiteProductChoicesDocument);
  const choices = (data?.products ?? []).filter((p) => !slugs.includes(p.slug));
  if (!choices.length) return null;
  const categories = [...new Set(choices.map((p) => p.category))];
  return (
    <form
      method="get"
      action={paths.compare([])}
      data-testid="compare-add"
      onSubmit={(event) => {
        event.preventDefault();
        // The select comes after the compared products' hidden fields of the same name.
        const slug = new FormData(event.currentTarget).getAll('slugs').at(-1);
        const product = choices.find((p) => p.slug === slug);
        if (!product) return;
        if (!compared().some((p) => p.slug === product.slug)) toggleCompared({ slug: product.slug, name: product.name });
        void navigate(paths.compare([...slugs, product.slug]));
      }}
    >
      {slugs.map((slug) => (
        <input key={slug} type="hidden" name="slugs" value={slug} />
      ))}
      <Flex gap="2" align="flex-end" wrap="wrap">
        {/* The browser's own select, styled: Chakra's field and select recipes would weigh on the page's start. Not the
            quote page's ProductChoiceSelect: a chunk shared by both pages cost this one's start 0.3 KiB. */}
        <Flex asChild direction="column" gap="1.5" flex="1" minW="14rem" maxW="md" fontSize="sm" fontWeight="medium">
          <label>
            {t('add.label')}
            <Box
              asChild
              h="10"
              px="3"
              borderWidth="1px"
              borderColor="gray.300"
              rounded="md"
              bg="white"
              fontSize="md"
              fontWeight="normal"
              focusRing="outside"
            >
              <select name="slugs" required defaultValue="">
                <option value="" disabled>
                  {t('add.placeholder')}
                </option>
                {categories.map((category) => (
                  <optgroup key={category} label={t(`common:category.${category}`)}>
                    {choices
                      .filter((p) => p.category === category)
                      .map((p) => (
                        <option key={p.slug} value={p.slug}>
                          {p.name}
                        </option>
                      ))}
                  </optgroup>
                ))}
              </select>
            </Box>
          </label>
        </Flex>
        <Button type="submit" colorPalette="brand" variant="outline">
          <Plus aria-hidden="true" />
          {t('add.submit')}
        </Button>
      </Flex>
    </form>
  );
}
