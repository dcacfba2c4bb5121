import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';
import type { FeedProperty } from './feed-structure';
import { FEED_MAPPABLE_PROPERTIES } from './product-feed-state';

/** pattern → replacement: a value of the group's property matching the pattern is rewritten. */
export interface DataMapping {
  pattern: string;
  replacement: string;
  confirmed: boolean;
}

export interface DataMappingGroup {
  property: FeedProperty;
  mappings: DataMapping[];
}

const MAX_PATTERN = 500;

/** A pattern is a regular expression, matched without regard to case; null when it is none. */
export function compilePattern(pattern: string): RegExp | null {
  if (pattern.length === 0 || pattern.length > MAX_PATTERN) return null;
  try {
    return new RegExp(pattern, 'iu');
  } catch {
    return null;
  }
}

/** The pattern that matches exactly this text (how the runner proposes a mapping). */
export function exactPattern(text: string): string {
  return `^${text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`;
}

export type CompiledMappings = Map<FeedProperty, { pattern: RegExp; replacement: string }[]>;

/** The confirmed mappings of a shop's groups, per property, in order. */
export function compileMappings(groups: DataMappingGroup[]): CompiledMappings {
  const compiled: CompiledMappings = new Map();
  for (const group of groups) {
    for (const mapping of group.mappings) {
      if (!mapping.confirmed) continue;
      const pattern = compilePattern(mapping.pattern);
      if (!pattern) continue;
      const list = compiled.get(group.property) ?? [];
      list.push({ pattern, replacement: mapping.replacement });
      compiled.set(group.property, list);
    }
  }
  return compiled;
}

/**
 * A value after the mappings of its property: the first mapping whose pattern matches
 * replaces the matched part (`$1` refers to a group). `mapped`: whether one applied.
 */
export function applyDataMapping(
  compiled: CompiledMappings,
  property: FeedProperty,
  value: string,
): { value: string; mapped: boolean } {
  for (const mapping of compiled.get(property) ?? []) {
    if (mapping.pattern.test(value))
      return { value: value.replace(mapping.pattern, mapping.replacement).trim(), mapped: true };
  }
  return { value, mapped: false };
}

const mappingInput = z.object({
  pattern: z
    .string()
    .trim()
    .min(1, MESSAGE.FIELD_REQUIRED)
    .refine((pattern) => compilePattern(pattern) !== null, MESSAGE.ENTER_VALID_PATTERN),
  replacement: z.string().trim().max(1000, MESSAGE.TEXT_TOO_LONG).default(''),
  confirmed: z.boolean().default(true),
});

/** A group as an editor saves it: name, property and its mappings as a whole, in order. */
export const mappingGroupInputSchema = z
  .object({
    name: z.string().trim().min(1, MESSAGE.FIELD_REQUIRED).max(200, MESSAGE.TEXT_TOO_LONG),
    property: z.enum(FEED_MAPPABLE_PROPERTIES, MESSAGE.SELECT_OPTION),
    mappings: z.array(mappingInput).max(500).default([]),
  })
  .superRefine((group, context) => {
    const seen = new Set<string>();
    group.mappings.forEach((mapping, index) => {
      if (seen.has(mapping.pattern))
        context.addIssue({
          code: 'custom',
          path: ['mappings', index, 'pattern'],
          message: MESSAGE.NAME_IN_USE,
        });
      seen.add(mapping.pattern);
    });
  });
export type MappingGroupInput = z.infer<typeof mappingGroupInputSchema>;
