import { Box, Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { NAV_ENTRIES, type NavId, type NavLinkItem } from './nav-items';
import { SiteLink } from './nav-links';
import { SUMMARY_STYLE, useDetailsDisclosure } from '../../components/details-disclosure';

const entryStyle = (active: boolean) => ({
  fontWeight: 'semibold',
  color: active ? 'brand.600' : 'gray.700',
  borderBottomWidth: '2px',
  borderColor: active ? 'brand.500' : 'transparent',
  py: '1',
  _hover: { color: 'brand.600', textDecoration: 'none' },
});

/**
 * A header entry with a disclosure dropdown (<details>: the chevron opens it without the page's script); with the
 * script, hover opens it too and Escape closes it.
 */
function Dropdown({ id, label, href, items, active }: { id: NavId; label: string; href?: string; items: NavLinkItem[]; active: boolean }) {
  const { t } = useTranslation();
  const { open, setOpen, summary, details } = useDetailsDisclosure();
  // A click right after the pointer opened the panel by hovering keeps it open instead of closing it.
  const openedByHover = useRef(false);
  const onEnter = () => {
    if (!open) openedByHover.current = true;
    setOpen(true);
  };
  const onLeave = () => {
    openedByHover.current = false;
    setOpen(false);
  };
  const onSummary = (event: MouseEvent) => {
    if (!openedByHover.current) return;
    openedByHover.current = false;
    event.preventDefault();
  };
  const wide = items.some((i) => i.children?.length);
  return (
    <Box as="li" position="relative" listStyleType="none" onMouseEnter={onEnter} onMouseLeave={onLeave} data-nav={id}>
      <HStack gap="0">
        {href ? (
          <SiteLink href={href} {...entryStyle(active)} aria-current={active ? 'true' : undefined}>
            {label}
          </SiteLink>
        ) : null}
        <details {...details}>
          <Button
            asChild
            variant={href ? 'ghost' : 'plain'}
            size="xs"
            px={href ? '1' : '0'}
            type={undefined}
            {...(href
              ? {}
              : {
                  ...entryStyle(active),
                  fontSize: 'md',
                  h: 'auto',
                  minW: '0',
                  gap: '1',
                  borderRadius: '0',
                  borderWidth: '0',
                  borderBottomWidth: '2px',
                })}
          >
            <summary
              ref={summary}
              style={SUMMARY_STYLE}
              aria-label={href ? t('menu.submenu', { name: label }) : undefined}
              aria-current={!href && active ? 'true' : undefined}
              onClick={onSummary}
            >
              {href ? null : label}
              <ChevronDown
                size={16}
                aria-hidden="true"
                style={{ transition: 'transform .2s', transform: open ? 'rotate(180deg)' : undefined }}
              />
            </summary>
          </Button>
          <Box
            position="absolute"
            top="100%"
            left={wide ? '50%' : '0'}
            transform={wide ? 'translateX(-40%)' : undefined}
            pt="3"
            zIndex="dropdown"
          >
            <Box bg="white" borderRadius="lg" shadow="lg" borderWidth="1px" p="4" minW="64" w={wide ? '3xl' : undefined}>
              {wide ? (
                <SimpleGrid columns={3} gap="5">
                  {items.map((group) => (
                    <Stack key={group.href} gap="1.5" as="ul">
                      <li style={{ listStyle: 'none' }}>
                        <SiteLink href={group.href} fontWeight="semibold" color="brand.700" fontSize="sm" onNavigate={() => setOpen(false)}>
                          {group.label}
                        </SiteLink>
                      </li>
                      {group.children?.map((child) => (
                        <li key={child.href} style={{ listStyle: 'none' }}>
                          <SiteLink href={child.href} fontSize="sm" color="gray.600" onNavigate={() => setOpen(false)}>
                            {child.label}
                          </SiteLink>
                        </li>
                      ))}
                    </Stack>
                  ))}
                </SimpleGrid>
              ) : (
                <Stack as="ul" gap="1">
                  {items.map((item) => (
                    <li key={item.href} style={{ listStyle: 'none' }}>
                      <SiteLink
                        href={item.href}
                        display="block"
                        px="2"
                        py="1.5"
                        borderRadius="md"
                        color="gray.700"
                        _hover={{ bg: 'brand.50', color: 'brand.700' }}
                        onNavigate={() => setOpen(false)}
                      >
                        {item.label}
                      </SiteLink>
                    </li>
                  ))}
                </Stack>
              )}
            </Box>
          </Box>
        </details>
      </HStack>
    </Box>
  );
}

/** The full navigation, from 1024px up. */
export function DesktopNav({ active, children }: { active: NavId | null; children: Partial<Record<NavId, NavLinkItem[]>> }) {
  const { t } = useTranslation();
  return (
    <Box as="nav" aria-label={t('menu.main')} display={{ base: 'none', lg: 'block' }}>
      <HStack as="ul" gap="6">
        {NAV_ENTRIES.map(({ id, section }) => {
          const href = section ? paths.section(section) : undefined;
          const items = children[id];
          if (items?.length) return <Dropdown key={id} id={id} label={t(`nav.${id}`)} href={href} items={items} active={active === id} />;
          return (
            <Box as="li" key={id} listStyleType="none" data-nav={id}>
              <SiteLink href={href ?? paths.resources()} {...entryStyle(active === id)} aria-current={active === id ? 'true' : undefined}>
                {t(`nav.${id}`)}
              </SiteLink>
            </Box>
          );
        })}
      </HStack>
    </Box>
  );
}
