import { Box, Button, Stack } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { NAV_ENTRIES, useNavChildren, type NavLinkItem } from './nav-items';
import { useActiveEntry } from './use-active-entry';
import { SUMMARY_STYLE, useDetailsDisclosure } from '../../components/details-disclosure';
import { SiteLink } from './nav-links';
import { LinkButton } from '../../components/LinkButton';

/** Every entry of the compact menu, top level or nested, link or button, in one type size; weight and indent rank them. */
const ENTRY_FONT_SIZE = 'md';

/** Links of a group; an item with children (a product category) lists them below it, as the desktop dropdown does. */
function Items({ items, onNavigate }: { items: NavLinkItem[]; onNavigate: () => void }) {
  return (
    <>
      {items.map((item) => (
        <li key={item.href} style={{ listStyle: 'none' }}>
          <SiteLink
            href={item.href}
            display="block"
            py="2"
            px="2"
            fontSize={ENTRY_FONT_SIZE}
            color={item.children ? 'brand.700' : 'gray.700'}
            fontWeight={item.children ? 'medium' : undefined}
            onNavigate={onNavigate}
          >
            {item.label}
          </SiteLink>
          {item.children?.length ? (
            <Stack as="ul" gap="0" pl="4">
              <Items items={item.children} onNavigate={onNavigate} />
            </Stack>
          ) : null}
        </li>
      ))}
    </>
  );
}

/** A group of the compact menu that expands in place (<details>: without the page's script too). */
function Group({ label, items, active, onNavigate }: { label: string; items: NavLinkItem[]; active: boolean; onNavigate: () => void }) {
  const { open, details } = useDetailsDisclosure(false);
  return (
    <li style={{ listStyle: 'none' }}>
      <details {...details}>
        <Button
          asChild
          variant="ghost"
          w="full"
          justifyContent="space-between"
          px="2"
          fontSize={ENTRY_FONT_SIZE}
          fontWeight="semibold"
          color={active ? 'brand.600' : 'gray.800'}
          type={undefined}
        >
          <summary style={SUMMARY_STYLE}>
            {label}
            <ChevronDown size={18} aria-hidden="true" style={{ transform: open ? 'rotate(180deg)' : undefined }} />
          </summary>
        </Button>
        <Stack as="ul" gap="0" pl="4" pb="2">
          <Items items={items} onNavigate={onNavigate} />
        </Stack>
      </details>
    </li>
  );
}

/** The compact menu below 1024px; solutions, products (by category) and resources expand in place. */
export function MobileNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const active = useActiveEntry();
  const children = useNavChildren();
  return (
    <Box
      as="nav"
      id="mobile-menu"
      aria-label={t('menu.main')}
      display={{ lg: 'none' }}
      borderTopWidth="1px"
      py="3"
      maxH="calc(100vh - 4rem)"
      overflowY="auto"
    >
      <Stack as="ul" gap="1">
        {NAV_ENTRIES.map(({ id, section }) => {
          const items = children[id];
          // Products too: a link to the home page's section would leave a phone no way into the catalogue.
          if (items?.length) return <Group key={id} label={t(`nav.${id}`)} items={items} active={active === id} onNavigate={onNavigate} />;
          return (
            <li key={id} style={{ listStyle: 'none' }}>
              <SiteLink
                href={section ? paths.section(section) : paths.resources()}
                display="block"
                px="2"
                py="2"
                fontSize={ENTRY_FONT_SIZE}
                fontWeight="semibold"
                color={active === id ? 'brand.600' : 'gray.800'}
                onNavigate={onNavigate}
              >
                {t(`nav.${id}`)}
              </SiteLink>
            </li>
          );
        })}
        <li style={{ listStyle: 'none' }}>
          <LinkButton colorPalette="brand" w="full" mt="2" fontSize={ENTRY_FONT_SIZE}>
            <SiteLink href={paths.section('contact')} onNavigate={onNavigate} color="white">
              {t('nav.iletisim')}
            </SiteLink>
          </LinkButton>
        </li>
      </Stack>
    </Box>
  );
}
