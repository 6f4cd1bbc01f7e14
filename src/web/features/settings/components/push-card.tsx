import { Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { pushKinds, type PushKind } from '@schemas/push';
import { errorMessage } from '@web/lib/api-error';
import { t } from '@web/lib/i18n';
import { notify } from '@web/lib/notify';
import { queryKeys } from '@web/lib/query-keys';
import { useSession } from '@web/lib/session';
import {
  browserPushes,
  PushBlockedError,
  pushSettingsQuery,
  thisDeviceEndpoint,
  turnOffPush,
  turnOnPush,
} from '../api/push-settings';
import { pushKindLabel } from './kind-labels';

/**
 * A clipper's choice of money moments pushed to this device (docs/accounts.md#app); shown only where the server
 * has push keys and the browser can receive push.
 */
export function PushCard() {
  const { user } = useSession();
  const clipper = user?.role === 'user';
  const supported = browserPushes();
  const queryClient = useQueryClient();
  const settings = useQuery({ ...pushSettingsQuery(), enabled: clipper && supported });
  const device = useQuery({
    queryKey: [...queryKeys.pushSettings(), 'this-device'],
    queryFn: thisDeviceEndpoint,
    enabled: clipper && supported,
  });
  const [kinds, setKinds] = useState<PushKind[]>([...pushKinds]);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.pushSettings() });
  const onError = (error: unknown) =>
    notify(
      error instanceof PushBlockedError ? t('settings.pushBlocked') : errorMessage(error, t('settings.pushFailed')),
      'error',
    );
  const turnOn = useMutation({
    mutationFn: (publicKey: string) => turnOnPush(publicKey, kinds),
    onSuccess: () => notify(t('settings.pushOnToast'), 'success'),
    onError,
    onSettled: refresh,
  });
  const turnOff = useMutation({ mutationFn: turnOffPush, onError, onSettled: refresh });

  const publicKey = settings.data?.publicKey;
  if (!clipper || !supported || !publicKey) return null;
  const subscribed = settings.data?.devices.find((d) => d.endpoint === device.data);
  return (
    <Card withBorder padding="lg" mt="lg">
      <Title order={2} size="h4" mb="xs">
        {t('settings.pushTitle')}
      </Title>
      {subscribed ? (
        <Stack gap="sm">
          <Text size="sm">
            {subscribed.kinds.length > 0
              ? t('settings.pushOnFor', { kinds: subscribed.kinds.map(pushKindLabel).join(', ') })
              : t('settings.pushOnForNothing')}
          </Text>
          <Group>
            <Button variant="light" loading={turnOff.isPending} onClick={() => turnOff.mutate(subscribed.endpoint)}>
              {t('settings.turnOff')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Checkbox.Group value={kinds} onChange={(value) => setKinds(value as PushKind[])}>
            <Stack gap="xs">
              {pushKinds.map((kind) => (
                <Checkbox key={kind} value={kind} label={pushKindLabel(kind)} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group>
            <Button loading={turnOn.isPending} onClick={() => turnOn.mutate(publicKey)}>
              {t('settings.turnOn')}
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}
