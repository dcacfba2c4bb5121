import { describe, expect, it } from 'vitest';
import {
  ALL_PRODUCT_FEED_STATES,
  baseState,
  effectiveFeedType,
  isErrorState,
  isProductFeedState,
  needsReloadOnStateChange,
  NEW_PRODUCT_FEED_STATE,
  productFeedDisplay,
  PRODUCT_FEED_STATES,
} from '#domain/feeds/product-feed-state';

describe('product feed states', () => {
  it('has seven states, each with an error variant', () => {
    expect(PRODUCT_FEED_STATES).toHaveLength(7);
    expect(ALL_PRODUCT_FEED_STATES).toHaveLength(14);
    expect(isProductFeedState('processing_error')).toBe(true);
    expect(isProductFeedState('done')).toBe(false);
    expect(NEW_PRODUCT_FEED_STATE).toBe('idling');
    expect(isErrorState('downloading_error')).toBe(true);
    expect(baseState('downloading_error')).toBe('downloading');
    expect(baseState('idling')).toBe('idling');
  });

  it.each([
    ['downloading', 'blue'],
    ['normalizing', 'blue'],
    ['analysing_structure', 'blue'],
    ['processing', 'blue'],
    ['confirming_structure', 'orange'],
    ['confirming_mapping', 'orange'],
    ['idling', 'green'],
    ['processing_error', 'red'],
  ] as const)('%s shows %s', (state, colour) => {
    expect(productFeedDisplay({ state, paused: false }).colour).toBe(colour);
  });

  it('labels errors, pauses and the queue', () => {
    expect(productFeedDisplay({ state: 'idling_error', paused: true })).toEqual({
      label: 'error',
      colour: 'red',
    });
    expect(productFeedDisplay({ state: 'processing', paused: true })).toEqual({
      label: 'paused',
      colour: 'gray',
    });
    expect(productFeedDisplay({ state: 'idling', paused: false, priority: 1 }).label).toBe(
      'queued',
    );
    expect(productFeedDisplay({ state: 'idling', paused: false, priority: 0 }).label).toBe(
      'idling',
    );
  });

  it('reloads when the structure is ready to confirm', () => {
    expect(needsReloadOnStateChange('analysing_structure', 'confirming_structure')).toBe(true);
    expect(needsReloadOnStateChange('confirming_structure', 'confirming_structure')).toBe(false);
    expect(needsReloadOnStateChange('downloading', 'normalizing')).toBe(false);
  });

  it('forces xml for every source but icecat', () => {
    expect(effectiveFeedType('bol', 'csv')).toBe('xml');
    expect(effectiveFeedType('icecat', 'csv')).toBe('csv');
  });
});
