import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  theme: {
    // Spec: the full desktop layout starts at 1024px.
    breakpoints: { sm: '30em', md: '48em', lg: '64em', xl: '75em', '2xl': '96em' },
    tokens: {
      colors: {
        brand: {
          50: { value: '#e8f1fb' }, 100: { value: '#c5dcf4' }, 500: { value: '#0b5cab' },
          600: { value: '#094d8f' }, 700: { value: '#073d72' }, 900: { value: '#041f3a' },
        },
      },
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
