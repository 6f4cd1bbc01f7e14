import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ErrorState } from '@web/components/error-state';
import { errorMessage } from '@web/lib/api-error';
import { formatDate } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { notify } from '@web/lib/notify';
import { creatorBlocksQuery, unblockClipperMutation } from '../api/block-queries';

/** The clippers the creator blocked, each with why and since when, and Unblock (docs/product.md#blocking). */
export function BlockedClippers() {
  const blocks = useQuery(creatorBlocksQuery());
  const unblock = useMutation(unblockClipperMutation());
  return (
    <Stack gap="xs" mt="xl" component="section" aria-labelledby="blocked-clippers">
      <Title order={3} size="h5" id="blocked-clippers">
        {t('clips.blockedClippersTitle')}
      </Title>
      {blocks.isPending ? (
        <Loader size="sm" aria-label={t('clips.loadingBlocked')} />
      ) : blocks.isError ? (
        <ErrorState
          message={errorMessage(blocks.error, t('clips.blocksFailed'))}
          onRetry={() => void blocks.refetch()}
        />
      ) : blocks.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('clips.noneBlocked')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {blocks.data.map((block) => {
            const name = block.clipper.name.trim() || t('clips.unknownUser');
            return (
              <Group key={block.clipper._id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm">
                  {t('clips.blockedSince', { name, reason: block.reason, date: formatDate(block.createdAt) })}
                </Text>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t('clips.unblockName', { name })}
                  loading={unblock.isPending && unblock.variables === block.clipper._id}
                  onClick={() =>
                    unblock.mutate(block.clipper._id, {
                      onSuccess: (answer) => notify(answer.message, 'success'),
                      onError: (error) => notify(errorMessage(error, t('clips.unblockFailed')), 'error'),
                    })
                  }
                >
                  {t('clips.unblock')}
                </Button>
              </Group>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
