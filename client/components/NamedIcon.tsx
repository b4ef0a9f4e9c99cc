import { Text } from '@chakra-ui/react';
import { Cpu, Gauge, Leaf, Wrench, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Icons content may name (solutions' iconName). */
const ICONS: Record<string, LucideIcon> = { gauge: Gauge, cpu: Cpu, wrench: Wrench, leaf: Leaf };

/** An icon by name; an unknown or missing name shows the spec's 'Hata!' text. */
export function NamedIcon({ name, size = 28 }: { name?: string | null; size?: number }) {
  const { t } = useTranslation();
  const Icon = name ? ICONS[name] : undefined;
  if (!Icon)
    return (
      <Text as="span" color="red.600" fontWeight="semibold">
        {t('errors.iconMissing')}
      </Text>
    );
  return <Icon size={size} aria-hidden="true" strokeWidth={1.75} />;
}
