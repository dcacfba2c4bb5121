import { EnvelopArmor } from '@escape.tech/graphql-armor';
import type { Plugin } from 'graphql-yoga';

/** Limits on the shape of a query: refuse depth bombs, alias floods and costly queries. */
export const QUERY_LIMITS = {
  maxDepth: 12,
  maxAliases: 15,
  maxCost: 5000,
  maxTokens: 3000,
  maxDirectives: 30,
};

export function useQueryLimits(options: { hideSuggestions: boolean }): Plugin[] {
  const armor = new EnvelopArmor({
    maxDepth: { n: QUERY_LIMITS.maxDepth },
    maxAliases: { n: QUERY_LIMITS.maxAliases },
    costLimit: { maxCost: QUERY_LIMITS.maxCost },
    maxTokens: { n: QUERY_LIMITS.maxTokens },
    maxDirectives: { n: QUERY_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: options.hideSuggestions },
  });
  return armor.protect().plugins as Plugin[];
}
