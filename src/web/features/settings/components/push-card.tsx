import { Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { pushKindLabels, pushKinds, type PushKind } from '@schemas/push';
import { errorMessage } from '@web/lib/api-error';
import { notify } from '@web/lib/notify';
import { queryKeys } from '@web/lib/query-keys';
import { useSession } from '@web/lib/session';
import {
  browserPushes,
  PUSH_BLOCKED,
  pushSettingsQuery,
  thisDeviceEndpoint,
  turnOffPush,
  turnOnPush,
} from '../api/push-settings';

export const PUSH_FAILED = 'Push notifications could not be changed. Please try again.';

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
      error instanceof Error && error.message === PUSH_BLOCKED ? PUSH_BLOCKED : errorMessage(error, PUSH_FAILED),
      'error',
    );
  const turnOn = useMutation({
    mutationFn: (publicKey: string) => turnOnPush(publicKey, kinds),
    onSuccess: () => notify('Push notifications are on for this device.', 'success'),
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
        Push notifications on this device
      </Title>
      {subscribed ? (
        <Stack gap="sm">
          <Text size="sm">On for: {subscribed.kinds.map((kind) => pushKindLabels[kind]).join(', ') || 'nothing'}.</Text>
          <Group>
            <Button variant="light" loading={turnOff.isPending} onClick={() => turnOff.mutate(subscribed.endpoint)}>
              Turn off for this device
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Checkbox.Group value={kinds} onChange={(value) => setKinds(value as PushKind[])}>
            <Stack gap="xs">
              {pushKinds.map((kind) => (
                <Checkbox key={kind} value={kind} label={pushKindLabels[kind]} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group>
            <Button loading={turnOn.isPending} onClick={() => turnOn.mutate(publicKey)}>
              Turn on for this device
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}
