// The admin's Chakra system: the site's, plus the recipes only the back office uses (it loads in its own chunk, so
// public pages never download or build them). tests/client/theme.test.ts checks every component has its recipe.
import { createSystem, defineConfig } from '@chakra-ui/react';
import { breadcrumbSlotRecipe } from '@chakra-ui/react/theme/recipes/breadcrumb';
import { codeRecipe } from '@chakra-ui/react/theme/recipes/code';
import { datePickerSlotRecipe } from '@chakra-ui/react/theme/recipes/date-picker';
import { dialogSlotRecipe } from '@chakra-ui/react/theme/recipes/dialog';
import { fieldSlotRecipe } from '@chakra-ui/react/theme/recipes/field';
import { inputRecipe } from '@chakra-ui/react/theme/recipes/input';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme/recipes/native-select';
import { progressSlotRecipe } from '@chakra-ui/react/theme/recipes/progress';
import { qrCodeSlotRecipe } from '@chakra-ui/react/theme/recipes/qr-code';
import { separatorRecipe } from '@chakra-ui/react/theme/recipes/separator';
import { tableSlotRecipe } from '@chakra-ui/react/theme/recipes/table';
import { tabsSlotRecipe } from '@chakra-ui/react/theme/recipes/tabs';
import { textareaRecipe } from '@chakra-ui/react/theme/recipes/textarea';
import { toastSlotRecipe } from '@chakra-ui/react/theme/recipes/toast';
import { siteConfig, withoutGlobalStyles } from '../theme';

export const ADMIN_RECIPES = { code: codeRecipe, input: inputRecipe, separator: separatorRecipe, textarea: textareaRecipe };
// With those the public pages give their components by prop (client/app/theme.ts): the forms and tables are everywhere here.
export const ADMIN_SLOT_RECIPES = {
  breadcrumb: breadcrumbSlotRecipe,
  datePicker: datePickerSlotRecipe,
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  qrCode: qrCodeSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};

// Its global styles are the site's (same tokens and global CSS), already linked by every page.
export const adminSystem = withoutGlobalStyles(
  createSystem(siteConfig, defineConfig({ theme: { recipes: ADMIN_RECIPES, slotRecipes: ADMIN_SLOT_RECIPES } })),
);
