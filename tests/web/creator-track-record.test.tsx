import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { creatorTrackRecordText } from '@web/components/creator-track-record';
import { aCampaign } from './marketplace-fixtures';
import { mockApi } from './mock-api';
import { renderApp } from './render-app';

// docs/product.md#track-records: the creator's record on campaign cards and pages.
describe("a creator's track record", () => {
  it('reads as hours to review, approval rate and total paid, or says the creator is new', () => {
    const creator = { _id: 'c', name: 'Ravi', reviewHours: 14.2, approvalRate: 82, paidOut: 120_000_00 };
    expect(creatorTrackRecordText(creator)).toBe('Reviews in about 14 h · approves 82% · ₹1,20,000.00 paid');
    expect(creatorTrackRecordText({ ...creator, reviewHours: 0.4 })).toBe(
      'Reviews in under an hour · approves 82% · ₹1,20,000.00 paid',
    );
    expect(creatorTrackRecordText({ ...creator, reviewHours: null, approvalRate: null, paidOut: 0 })).toBe(
      'New creator: no clips reviewed yet',
    );
  });

  it('shows on the Discover card', async () => {
    const campaign = aCampaign();
    mockApi({ 'GET /api/campaigns': { body: { campaigns: [campaign], nextCursor: null } } });
    renderApp('/discover');
    const card = await screen.findByRole('article', { name: campaign.title }, { timeout: 5000 });
    expect(within(card).getByText('Reviews in about 14 h · approves 82% · ₹1,20,000.00 paid')).toBeTruthy();
  });
});
