import { Box, Button, Flex } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { nativeControl } from './native-control';

export interface ProductChoice {
  slug: string;
  name: string;
  category: string;
}

export interface ProductChoiceSelectProps {
  label: string;
  placeholder: string;
  submit: string;
  /** The products offered, grouped by category in the order their categories first come. */
  choices: readonly ProductChoice[];
  /** The select's name in the form it sends. */
  name: string;
  id?: string;
  required?: boolean;
  /** What the button sends besides (the quote form's `intent=add`). */
  button?: Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'name' | 'value' | 'formNoValidate'> & { 'data-testid'?: string };
  testId?: string;
}

/**
 * "Add a product" to the quote list: the browser's own select (Chakra's select recipe would weigh on the page's start) of
 * the products by category, and the button that sends its form, which works without the page's script.
 */
export function ProductChoiceSelect({ label, placeholder, submit, choices, name, id, required, button, testId }: ProductChoiceSelectProps) {
  const { t } = useTranslation();
  const categories = [...new Set(choices.map((p) => p.category))];
  return (
    <Flex gap="2" align="flex-end" wrap="wrap">
      <Flex asChild direction="column" gap="1.5" flex="1" minW="14rem" maxW="md" fontSize="sm" fontWeight="medium">
        <label>
          {label}
          <Box asChild {...nativeControl()}>
            <select id={id} name={name} required={required} defaultValue="" data-testid={testId}>
              <option value="" disabled={required}>
                {placeholder}
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
      <Button type="submit" colorPalette="brand" variant="outline" {...button}>
        <Plus size={16} aria-hidden="true" />
        {submit}
      </Button>
    </Flex>
  );
}
