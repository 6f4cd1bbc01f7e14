import type { FakeChannel, FakeYouTube } from '../support/fake-youtube';
import type { TestApi } from './harness';

/**
 * What a clipper does to be paid from measured views: put their verification code in the channel's description
 * on YouTube (here the fake), link the channel, and join the campaign. The description is `before` followed by
 * the code.
 */
export async function linkVerifiedChannel(
  api: TestApi,
  yt: FakeYouTube,
  token: string,
  campaignId: string,
  channel: Omit<FakeChannel, 'description'> & { before: string },
) {
  const { channel: mine } = await api.ok('clipperChannel', { token });
  const { before, ...rest } = channel;
  yt.setChannel({ ...rest, description: `${before}${mine.verificationCode}` });
  await api.ok('linkChannel', { token, body: { channelId: channel.id } }, 201);
  await api.ok('joinCampaign', { token, params: { id: campaignId } });
}
