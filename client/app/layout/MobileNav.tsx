import { Box, Button, Stack } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { NAV_ENTRIES, type NavId, type NavLinkItem } from './nav-items';
import { SiteLink } from './nav-links';

/** A group of the compact menu that expands in place. */
function Group({ label, items, active, onNavigate }: { label: string; items: NavLinkItem[]; active: boolean; onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li style={{ listStyle: 'none' }}>
      <Button variant="ghost" w="full" justifyContent="space-between" px="2" fontWeight="semibold" color={active ? 'brand.600' : 'gray.800'}
        aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
        {label}
        <ChevronDown size={18} aria-hidden="true" style={{ transform: open ? 'rotate(180deg)' : undefined }} />
      </Button>
      <Stack as="ul" id={id} hidden={!open} gap="0" pl="4" pb="2">
        {items.map((item) => (
          <li key={item.href} style={{ listStyle: 'none' }}>
            <SiteLink href={item.href} display="block" py="2" px="2" color="gray.700" onNavigate={onNavigate}>{item.label}</SiteLink>
          </li>
        ))}
      </Stack>
    </li>
  );
}

/** The compact menu below 1024px; the groups (resources among them) expand in place. */
export function MobileNav({ active, children, onNavigate }: { active: NavId | null; children: Partial<Record<NavId, NavLinkItem[]>>; onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <Box as="nav" id="mobile-menu" aria-label={t('menu.main')} display={{ lg: 'none' }} borderTopWidth="1px" py="3" maxH="calc(100vh - 4rem)" overflowY="auto">
      <Stack as="ul" gap="1">
        {NAV_ENTRIES.map(({ id, section }) => {
          const items = children[id];
          if (id === 'kaynaklar' || id === 'cozumler') {
            return <Group key={id} label={t(`nav.${id}`)} items={items ?? []} active={active === id} onNavigate={onNavigate} />;
          }
          return (
            <li key={id} style={{ listStyle: 'none' }}>
              <SiteLink href={section ? paths.section(section) : paths.resources()} display="block" px="2" py="2" fontWeight="semibold"
                color={active === id ? 'brand.600' : 'gray.800'} onNavigate={onNavigate}>
                {t(`nav.${id}`)}
              </SiteLink>
            </li>
          );
        })}
        <li style={{ listStyle: 'none' }}>
          <Button asChild colorPalette="brand" w="full" mt="2">
            <SiteLink href={paths.section('contact')} onNavigate={onNavigate} color="white">{t('nav.iletisim')}</SiteLink>
          </Button>
        </li>
      </Stack>
    </Box>
  );
}
