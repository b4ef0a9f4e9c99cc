// The admin's Chakra system: the site's, plus the recipes only the back office uses (it loads in its own chunk, so
// public pages never download or build them). tests/client/theme.test.ts checks every component has its recipe.
import { createSystem, defineConfig } from '@chakra-ui/react';
import { datePickerSlotRecipe, dialogSlotRecipe, nativeSelectSlotRecipe, progressSlotRecipe, toastSlotRecipe } from '@chakra-ui/react/theme';
import { siteConfig, withoutGlobalStyles } from '../theme';

export const ADMIN_SLOT_RECIPES = {
  datePicker: datePickerSlotRecipe, dialog: dialogSlotRecipe, nativeSelect: nativeSelectSlotRecipe, progress: progressSlotRecipe, toast: toastSlotRecipe,
};

// Its global styles are the site's (same tokens and global CSS), already linked by every page.
export const adminSystem = withoutGlobalStyles(createSystem(siteConfig, defineConfig({ theme: { slotRecipes: ADMIN_SLOT_RECIPES } })));
