import type { Db } from '../db/connection';
import { instanceRules } from '../db/repositories/instance-documents';

/** https://docs.joinmastodon.org/entities/Rule/ */
export interface RuleJson {
  id: string;
  text: string;
  hint: string;
  /** Other languages' text and hint by locale (Mastodon 4.5); the instance writes its rules in one. */
  translations: Record<string, { text: string; hint: string }>;
}

/** The instance's rules in order, as REST::RuleSerializer. */
export function serializeRules(db: Db): RuleJson[] {
  return instanceRules(db).map((rule) => ({ id: String(rule.id), text: rule.text, hint: rule.hint, translations: {} }));
}
