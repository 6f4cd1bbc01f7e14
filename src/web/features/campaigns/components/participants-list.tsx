import { Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { CampaignDetail, Participant } from '@schemas/campaign';
import { LoadMore } from '@web/components/load-more';
import { errorMessage } from '@web/lib/api-error';
import { t } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';
import { useMorePages } from '@web/lib/use-more-pages';
import { campaignParticipantsQuery, participantContactsQuery } from '../api/campaign-queries';

type ParticipantPages = {
  items: Participant[];
  hasMore: boolean;
  loading: boolean;
  error: Error | null;
  loadMore: () => void;
};

/**
 * The people who joined, earliest first, with the count of all of them and 'Load more' for the rest. Names
 * come with the (public) detail; the campaign's creator and admins also see emails, read from the private
 * participant contacts, everyone else the 'No email' fallback.
 */
export function ParticipantsList({ campaign }: { campaign: CampaignDetail }) {
  const { user } = useSession();
  const seesEmails = user !== null && (user.role === 'admin' || user._id === campaign.creator._id);
  return seesEmails ? <ContactsList campaign={campaign} /> : <NamesList campaign={campaign} />;
}

function NamesList({ campaign }: { campaign: CampaignDetail }) {
  const list = useMorePages({
    first: campaign.participants,
    nextCursor: campaign.participantsNextCursor,
    query: (after) => campaignParticipantsQuery(campaign._id, after),
    items: (page) => page.participants,
  });
  return <ParticipantsCard campaign={campaign} list={list} emails="fallback" />;
}

/** Until the first page with emails arrives, the detail's names show without an email line. */
function ContactsList({ campaign }: { campaign: CampaignDetail }) {
  const contacts = useInfiniteQuery(participantContactsQuery(campaign._id));
  const list: ParticipantPages = contacts.data
    ? {
        items: contacts.data.pages.flatMap((page) => page.participants),
        hasMore: contacts.hasNextPage,
        loading: contacts.isFetchingNextPage,
        error: contacts.error,
        loadMore: () => void contacts.fetchNextPage(),
      }
    : {
        items: campaign.participants,
        hasMore: campaign.participantsNextCursor !== null,
        loading: contacts.isFetching,
        error: contacts.error,
        loadMore: () => undefined,
      };
  return <ParticipantsCard campaign={campaign} list={list} emails={contacts.data ? 'fallback' : 'hidden'} />;
}

function ParticipantsCard({
  campaign,
  list,
  emails,
}: {
  campaign: CampaignDetail;
  list: ParticipantPages;
  emails: 'fallback' | 'hidden';
}) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h3" mb="sm">
        {t('campaigns.participantsTitle', { count: campaign.participantsCount })}
      </Title>
      {list.items.length === 0 ? (
        <Text c="dimmed">{t('campaigns.noParticipants')}</Text>
      ) : (
        <>
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.items.map((p) => {
              const name = p.name.trim() || t('campaigns.unknownUser');
              return (
                <Group key={p._id} component="li" gap="sm">
                  <Avatar radius="xl" size="sm" color="orange" aria-hidden>
                    {name.charAt(0).toUpperCase()}
                  </Avatar>
                  <div>
                    <Text fw={500}>{name}</Text>
                    {emails === 'fallback' ? (
                      <Text size="sm" c="dimmed">
                        {p.email?.trim() || t('campaigns.noEmail')}
                      </Text>
                    ) : null}
                  </div>
                </Group>
              );
            })}
          </Stack>
          {campaign.participantsNextCursor !== null || list.hasMore ? (
            <LoadMore
              shown={list.items.length}
              hasMore={list.hasMore}
              loading={list.loading}
              onLoadMore={list.loadMore}
              noun="participant"
            />
          ) : null}
          {list.error ? (
            <Text c="red.8" size="sm" ta="center" role="alert">
              {errorMessage(list.error, t('campaigns.moreParticipantsFailed'))}
            </Text>
          ) : null}
        </>
      )}
    </Card>
  );
}
