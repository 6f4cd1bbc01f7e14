import { Checkbox, Group, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { platformLabels, platforms } from '@schemas/platform';
import { TextField } from '@web/components/form-fields';
import { appConfigQuery } from '@web/lib/app-config-query';
import { currentLocale, t } from '@web/lib/i18n';
import { intlLocale } from '@schemas/locale';
import type { CampaignFormInput, CampaignFormValues } from '../api/campaign-mutations';

/** "YouTube Shorts and Instagram Reels", with the reader's language's "and". */
const listOf = (names: string[]) =>
  new Intl.ListFormat(intlLocale[currentLocale()], { type: 'conjunction' }).format(names);

/**
 * Which platforms the campaign pays for (docs/trust.md#platforms), and, when it pays for more than one, each one's
 * own rate (blank: the campaign's). Every platform is listed; those this server cannot pay for are shown off and
 * disabled, with why, rather than hidden.
 */
export function PlatformsField({
  control,
  register,
  errors,
}: {
  control: Control<CampaignFormInput, unknown, CampaignFormValues>;
  register: UseFormRegister<CampaignFormInput>;
  errors: FieldErrors<CampaignFormInput>;
}) {
  const payable = useQuery(appConfigQuery()).data?.campaigns.platforms ?? ['youtube_shorts'];
  const waiting = platforms.filter((p) => !payable.includes(p));
  const chosen = useWatch({ control, name: 'platforms' }) ?? [];
  return (
    <Stack gap="xs">
      <Controller
        control={control}
        name="platforms"
        render={({ field }) => (
          <Checkbox.Group
            label={t('campaigns.paysFor')}
            value={field.value ?? []}
            onChange={(value) => field.onChange(platforms.filter((p) => value.includes(p)))}
            error={errors.platforms?.message}
            description={
              waiting.length > 0
                ? t('campaigns.platformsNotHere', { platforms: listOf(waiting.map((p) => platformLabels[p])) })
                : undefined
            }
          >
            <Group mt={6}>
              {platforms.map((p) => (
                <Checkbox key={p} value={p} label={platformLabels[p]} disabled={!payable.includes(p)} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
      />
      {chosen.length > 1 ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {platforms
            .filter((p) => chosen.includes(p))
            .map((p) => (
              <TextField
                key={p}
                label={t('campaigns.platformRate', { platform: platformLabels[p] })}
                placeholder={t('campaigns.platformRatePlaceholder')}
                type="number"
                min={0}
                step={0.01}
                {...register(`platformRates.${p}`)}
                error={errors.platformRates?.[p]?.message}
              />
            ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
