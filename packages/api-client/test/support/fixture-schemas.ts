import { readdirSync } from 'node:fs';
import * as z from 'zod/mini';
import {
  AccountSchema,
  ApplicationSchema,
  CardSchema,
  ContextSchema,
  ConversationSchema,
  CredentialAccountSchema,
  CredentialApplicationSchema,
  CustomEmojiSchema,
  ErrorSchema,
  FieldSchema,
  FilterSchema,
  IdentityProofSchema,
  InstanceSchema,
  InstanceV2Schema,
  ListSchema,
  MediaAttachmentSchema,
  MentionSchema,
  NotificationSchema,
  PollSchema,
  RelationshipSchema,
  SearchResultsSchema,
  StatusSchema,
  StreamingErrorFrameSchema,
  StreamingFrameSchema,
  TagSchema,
  TokenSchema,
} from '../../src/entities';
import { FIXTURES_DIR } from './fixtures';

const notFixtures = new Set(['README.md', 'SOURCES.json']);
/** Every payload in the shared fixture folder. */
export const fixtureFiles = readdirSync(FIXTURES_DIR).filter((name) => !notFixtures.has(name)).sort();

/** File-name prefix → schema. The longest matching prefix wins (Application_credential before Application). */
export const schemaByPrefix: Record<string, z.ZodMiniType> = {
  Status: StatusSchema,
  Account: AccountSchema,
  CredentialAccount: CredentialAccountSchema,
  Field: FieldSchema,
  Relationship: RelationshipSchema,
  Relationship_array: z.array(RelationshipSchema),
  MediaAttachment: MediaAttachmentSchema,
  PreviewCard: CardSchema,
  Poll: PollSchema,
  List: ListSchema,
  Notification: NotificationSchema,
  Conversation: ConversationSchema,
  Filter_v1: FilterSchema,
  CustomEmoji: CustomEmojiSchema,
  IdentityProof: IdentityProofSchema,
  Instance_v1: InstanceSchema,
  Instance_v2: InstanceV2Schema,
  Search_v2: SearchResultsSchema,
  Context: ContextSchema,
  Tag: TagSchema,
  Application: ApplicationSchema,
  // POST /api/v1/apps answers: an Application plus client_id / client_secret.
  Application_credential: CredentialApplicationSchema,
  Token: TokenSchema,
  Error: ErrorSchema,
  Mention: MentionSchema,
  StreamingWs: StreamingFrameSchema,
  StreamingWsError: StreamingErrorFrameSchema,
};

export function schemaFor(file: string): z.ZodMiniType | undefined {
  const prefix = Object.keys(schemaByPrefix)
    .filter((candidate) => file.startsWith(candidate))
    .sort((a, b) => b.length - a.length)[0];
  return prefix === undefined ? undefined : schemaByPrefix[prefix];
}

