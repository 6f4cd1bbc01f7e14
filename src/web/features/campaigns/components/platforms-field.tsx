import { Checkbox, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, type Control } from 'react-hook-form';
import { platformLabels, platforms } from '@schemas/platform';
import { appConfigQuery } from '@web/lib/app-config-query';
import type { CampaignFormInput, CampaignFormValues } from '../api/campaign-mutations';

/**
 * Which platforms the campaign pays for (docs/trust.md#platforms). Every platform is listed; those this server
 * cannot pay for yet are shown off and disabled, with why, rather than hidden.
 */
export function PlatformsField({
  control,
  error,
}: {
  control: Control<CampaignFormInput, unknown, CampaignFormValues>;
  error?: string;
}) {
  const payable = useQuery(appConfigQuery()).data?.campaigns.platforms ?? ['youtube_shorts'];
  const waiting = platforms.filter((p) => !payable.includes(p));
  return (
    <Controller
      control={control}
      name="platforms"
      render={({ field }) => (
        <Checkbox.Group
          label="Pays for"
          value={field.value ?? []}
          onChange={(value) => field.onChange(platforms.filter((p) => value.includes(p)))}
          error={error}
          description={
            waiting.length > 0
              ? `${waiting.map((p) => platformLabels[p]).join(' and ')}: not on this server yet (accounts cannot be linked or measured).`
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
  );
}
