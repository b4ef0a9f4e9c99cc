// What every way of signing in ends with (password and code, passkey, accepted invitation, two-factor setup): the
// token kept, the back office switched to the person's own language, the dashboard.
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageChoiceContext } from '../../../components/LanguageSwitcher';
import { adminPaths } from '../../../config/admin-paths';
import type { AdminSignedInFragment } from '../../../graphql/admin/graphql';
import { saveSession } from '../../../lib/session';

export function useSignedIn(): (signIn: AdminSignedInFragment, { go }?: { go?: boolean }) => void {
  const { i18n } = useTranslation();
  const chooseLanguage = useContext(LanguageChoiceContext);
  const navigate = useNavigate();
  return (signIn, { go = true } = {}) => {
    const { id, username, language } = signIn.user;
    saveSession(signIn.token, { id, username: username ?? '' });
    if (language !== i18n.language) chooseLanguage(i18n, language);
    if (go) void navigate(adminPaths.adminDashboard(), { replace: true });
  };
}
