import { Box, Tabs } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme/recipes/tabs';
import { AppWindow, FileText, Newspaper, type LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ListPageProps } from '../../components/CardList';
import { PAGE_PARAM, pageNumber, paths, RESOURCE_TABS, type ResourceTab } from '../../config/paths';
import { ApplicationCards } from '../../features/applications';
import { BlogGrid } from '../../features/blog';
import { DocumentCards } from '../../features/documents';
import { TabLink } from '../../components/TabLink';

const PANELS: Record<ResourceTab, { icon: LucideIcon; Panel: ComponentType<ListPageProps> }> = {
  blog: { icon: Newspaper, Panel: BlogGrid },
  applications: { icon: AppWindow, Panel: ApplicationCards },
  documents: { icon: FileText, Panel: DocumentCards },
};

function isResourceTab(value: string | null): value is ResourceTab {
  return (RESOURCE_TABS as readonly (string | null)[]).includes(value);
}

/**
 * The resources page's tabs (`?tab=`, blog by default), each list a page at a time (`?page=`); each tab is a link to
 * its list, which the server renders (without the page's script too).
 */
export function ResourceTabs({ scrollTo }: { scrollTo: string }) {
  const { t } = useTranslation('resources');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: ResourceTab = isResourceTab(requested) ? requested : 'blog';
  const page = pageNumber(searchParams);

  // The URL follows the selected tab (replacing the history entry) so it can be shared as it is; a tab opens on its
  // first page.
  const select = (value: string) => {
    if (!isResourceTab(value)) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value);
        next.delete(PAGE_PARAM);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <Tabs.Root
      recipe={tabsSlotRecipe}
      value={tab}
      onValueChange={(e) => select(e.value)}
      navigate={null}
      lazyMount
      unmountOnExit
      colorPalette="brand"
      variant="enclosed"
      size={{ base: 'sm', sm: 'md', md: 'lg' }}
      fitted={{ base: true, md: false }}
    >
      <Tabs.List aria-label={t('tabsLabel')} mb={{ base: '6', md: '10' }} w={{ base: 'full', md: 'fit-content' }} maxW="full">
        {RESOURCE_TABS.map((value) => {
          const Icon = PANELS[value].icon;
          return (
            <Tabs.Trigger key={value} value={value} asChild px={{ base: '2', sm: '4' }}>
              <TabLink href={paths.resources(value)} onChoose={() => select(value)} data-testid={`resources-tab-${value}`}>
                <Box as="span" display={{ base: 'none', sm: 'inline-flex' }}>
                  <Icon size={18} aria-hidden="true" />
                </Box>
                {t(`common:resourceTabs.${value}`)}
              </TabLink>
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {RESOURCE_TABS.map((value) => {
        const { Panel } = PANELS[value];
        return (
          <Tabs.Content
            key={value}
            value={value}
            pt="0"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '4px', borderRadius: 'md' }}
          >
            <Panel headingAs="h2" page={page} href={(n) => paths.resources(value, n)} scrollTo={scrollTo} />
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
