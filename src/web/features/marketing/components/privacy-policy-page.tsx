import { t } from '@web/lib/i18n';
import { LegalPage, LegalSection } from './legal-page';

export function PrivacyPolicyPage() {
  return (
    <LegalPage title={t('pages.privacyPolicy')}>
      <LegalSection title={t('pages.privacyCollectTitle')}>{t('pages.privacyCollect')}</LegalSection>
      <LegalSection title={t('pages.privacyUseTitle')}>{t('pages.privacyUse')}</LegalSection>
      <LegalSection title={t('pages.privacySeesTitle')}>{t('pages.privacySees')}</LegalSection>
      <LegalSection title={t('pages.privacyChoicesTitle')}>{t('pages.privacyChoices')}</LegalSection>
    </LegalPage>
  );
}
