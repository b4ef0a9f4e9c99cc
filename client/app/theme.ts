import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  theme: {
    // Spec: the full desktop layout starts at 1024px (lg); carousels change at 768px (md) and 1200px (xl).
    breakpoints: { sm: '30em', md: '48em', lg: '64em', xl: '75em', '2xl': '96em' },
    tokens: {
      colors: {
        brand: {
          50: { value: '#e8f1fb' }, 100: { value: '#c5dcf4' }, 200: { value: '#9cc3ec' }, 300: { value: '#6ea6e1' },
          400: { value: '#3f86d2' }, 500: { value: '#0b5cab' }, 600: { value: '#094d8f' }, 700: { value: '#073d72' },
          800: { value: '#052e56' }, 900: { value: '#041f3a' }, 950: { value: '#02111f' },
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
      },
    },
  },
  globalCss: {
    // Visible focus for keyboard users everywhere.
    ':focus-visible': { outline: '2px solid {colors.brand.500}', outlineOffset: '2px' },
    html: { scrollPaddingTop: '5rem' },
  },
});

export const system = createSystem(defaultConfig, config);
