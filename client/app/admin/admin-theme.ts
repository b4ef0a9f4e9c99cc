// The admin's Chakra system: the site's, plus the recipes only the back office uses (it loads in its own chunk, so
// public pages never download or build them). tests/client/theme.test.ts checks every component has its recipe.
import { createSystem, defineConfig } from '@chakra-ui/react';
import { datePickerSlotRecipe } from '@chakra-ui/react/theme/recipes/date-picker';
import { dialogSlotRecipe } from '@chakra-ui/react/theme/recipes/dialog';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme/recipes/native-select';
import { progressSlotRecipe } from '@chakra-ui/react/theme/recipes/progress';
import { toastSlotRecipe } from '@chakra-ui/react/theme/recipes/toast';
import { siteConfig, withoutGlobalStyles } from '../theme';

export const ADMIN_SLOT_RECIPES = {
  datePicker: datePickerSlotRecipe, dialog: dialogSlotRecipe, nativeSelect: nativeSelectSlotRecipe, progress: progressSlotRecipe, toast: toastSlotRecipe,
};

// Its global styles are the site's (same tokens and global CSS), already linked by every page.
export const adminSystem = withoutGlobalStyles(createSystem(siteConfig, defineConfig({ theme: { slotRecipes: ADMIN_SLOT_RECIPES } })));
