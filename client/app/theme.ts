// The site's Chakra system: Chakra's base (conditions, utilities) with its tokens and only the recipes the public
// pages use. Chakra's default config carries recipes for some eighty components and every colour palette; phones would
// download them and build all of it (createSystem) before the page can hydrate. The admin adds what it needs in its
// own chunk (client/app/admin/admin-theme.ts); tests/client/theme.test.ts checks every component we import has its recipe.
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs, type SystemConfig } from '@chakra-ui/react';
// Each part by its own file (client/vite.config.ts maps '@chakra-ui/react/theme/<file>'): through the theme's index,
// every recipe the admin imports (date picker, dialog, toast...) would be bundled with the public pages' entry.
import { globalCss } from '@chakra-ui/react/theme/global-css';
import { layerStyles } from '@chakra-ui/react/theme/layer-styles';
import { animationStyles } from '@chakra-ui/react/theme/motion-styles';
import { alertSlotRecipe } from '@chakra-ui/react/theme/recipes/alert';
import { badgeRecipe } from '@chakra-ui/react/theme/recipes/badge';
import { buttonRecipe } from '@chakra-ui/react/theme/recipes/button';
import { cardSlotRecipe } from '@chakra-ui/react/theme/recipes/card';
import { containerRecipe } from '@chakra-ui/react/theme/recipes/container';
import { headingRecipe } from '@chakra-ui/react/theme/recipes/heading';
import { linkRecipe } from '@chakra-ui/react/theme/recipes/link';
import { listSlotRecipe } from '@chakra-ui/react/theme/recipes/list';
import { skeletonRecipe } from '@chakra-ui/react/theme/recipes/skeleton';
import { spinnerRecipe } from '@chakra-ui/react/theme/recipes/spinner';
import { semanticColors } from '@chakra-ui/react/theme/semantic-tokens/colors';
import { semanticRadii } from '@chakra-ui/react/theme/semantic-tokens/radii';
import { semanticShadows } from '@chakra-ui/react/theme/semantic-tokens/shadows';
import { textStyles } from '@chakra-ui/react/theme/text-styles';
import { animations } from '@chakra-ui/react/theme/tokens/animations';
import { aspectRatios } from '@chakra-ui/react/theme/tokens/aspect-ratios';
import { blurs } from '@chakra-ui/react/theme/tokens/blurs';
import { borders } from '@chakra-ui/react/theme/tokens/borders';
import { colors } from '@chakra-ui/react/theme/tokens/colors';
import { cursor } from '@chakra-ui/react/theme/tokens/cursor';
import { durations } from '@chakra-ui/react/theme/tokens/durations';
import { easings } from '@chakra-ui/react/theme/tokens/easings';
import { fontSizes } from '@chakra-ui/react/theme/tokens/font-sizes';
import { fontWeights } from '@chakra-ui/react/theme/tokens/font-weights';
import { fonts } from '@chakra-ui/react/theme/tokens/fonts';
import { keyframes } from '@chakra-ui/react/theme/tokens/keyframes';
import { letterSpacings } from '@chakra-ui/react/theme/tokens/letter-spacing';
import { lineHeights } from '@chakra-ui/react/theme/tokens/line-heights';
import { radii } from '@chakra-ui/react/theme/tokens/radius';
import { sizes } from '@chakra-ui/react/theme/tokens/sizes';
import { spacing } from '@chakra-ui/react/theme/tokens/spacing';
import { zIndices } from '@chakra-ui/react/theme/tokens/z-indices';

// As Chakra's theme index composes them.
const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
};
const semanticTokens = { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii };

/**
 * Recipes by the key Chakra's components ask for them (createRecipeContext({ key })): those of components on every
 * page or on many. A component only a page or a deferred part shows (tabs, tables, the contact form's fields, the
 * product's breadcrumb) is given its recipe where it is used (`recipe={...}`, from its own file of Chakra's theme):
 * the recipe travels in that chunk instead of every page's entry (the admin's system has them by key).
 */
export const SITE_RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  link: linkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
};
export const SITE_SLOT_RECIPES = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  list: listSlotRecipe,
};

/** Palettes the site and admin use (colorPalette and colour tokens); Chakra's others are left out. */
const PALETTES = [
  'transparent',
  'current',
  'black',
  'white',
  'whiteAlpha',
  'blackAlpha',
  'gray',
  'red',
  'orange',
  'yellow',
  'green',
  'blue',
];
const SEMANTIC_COLOURS = ['bg', 'fg', 'border', ...PALETTES];
const pick = <T extends object>(values: T, keys: string[]) =>
  Object.fromEntries(Object.entries(values).filter(([key]) => keys.includes(key))) as T;

const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    keyframes,
    tokens: { ...tokens, colors: pick(tokens.colors, PALETTES) },
    semanticTokens: { ...semanticTokens, colors: pick(semanticTokens.colors, SEMANTIC_COLOURS) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: SITE_RECIPES,
    slotRecipes: SITE_SLOT_RECIPES,
  },
});

const siteTheme = defineConfig({
  theme: {
    // Spec: the full desktop layout starts at 1024px (lg); carousels change at 768px (md) and 1200px (xl).
    breakpoints: { sm: '30em', md: '48em', lg: '64em', xl: '75em', '2xl': '96em' },
    tokens: {
      colors: {
        brand: {
          50: { value: '#e8f1fb' },
          100: { value: '#c5dcf4' },
          200: { value: '#9cc3ec' },
          300: { value: '#6ea6e1' },
          400: { value: '#3f86d2' },
          500: { value: '#0b5cab' },
          600: { value: '#094d8f' },
          700: { value: '#073d72' },
          800: { value: '#052e56' },
          900: { value: '#041f3a' },
          950: { value: '#02111f' },
        },
        accent: { 400: { value: '#34d399' }, 500: { value: '#10b981' }, 600: { value: '#059669' } },
      },
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      },
    },
    semanticTokens: {
      colors: {
        // colorPalette="brand" for buttons, badges and tabs.
        brand: {
          solid: { value: '{colors.brand.500}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        // A field's error text: Chakra's red.500 is 3.8:1 on white, under WCAG AA's 4.5:1 for small text.
        fg: { error: { value: '{colors.red.600}' } },
      },
    },
  },
  globalCss: {
    // Visible focus for keyboard users everywhere.
    ':focus-visible': { outline: '2px solid {colors.brand.500}', outlineOffset: '2px' },
    html: { scrollPaddingTop: '5rem' },
  },
});

/** The site's whole configuration: the admin's system extends it. */
export const siteConfig: SystemConfig = mergeConfigs(defaultBaseConfig, chakraTheme, siteTheme);

/** The whole system: what ChakraProvider would write into every page as <style> (reset, tokens, global CSS) is
 * instead served once as a stylesheet the browser keeps (globalStyles in client/entry-server.tsx, server/web/page-styles.ts). */
export const system = createSystem(siteConfig);

/** The system without its global styles, for ChakraProvider: pages link the stylesheet instead. */
export const withoutGlobalStyles = (full: typeof system): typeof system =>
  // Copied by descriptors, not spread: spreading would read `_global`, which is built when first read (client/vite.config.ts).
  Object.defineProperties(Object.create(null) as typeof system, {
    ...Object.getOwnPropertyDescriptors(full),
    _global: { value: [], enumerable: true },
    _config: { value: { ...full._config, disableLayers: true }, enumerable: true },
  });
