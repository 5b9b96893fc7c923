// Attachments, discussions and comments of the work-management emulator: their in-memory state
// with lookups (SheetContent) and the deterministic demo set (a few sheets and rows get some).
import { DemoRandom } from '../../kit/random.js';
import { DAY_MS, IdAllocator, isoSeconds, randomKey } from '../ids.js';
import type {
  Contact,
  Deployment,
  StoredAttachment,
  StoredAttachmentVersion,
  StoredComment,
  StoredDiscussion,
  StoredSheet,
  StoredUser,
} from '../model.js';

/** Milliseconds a download URL stays valid (the real service's default is two minutes). */
export const URL_EXPIRES_IN_MILLIS = 120_000;
export const FILE_HOST = 'https://files.work-management.example';

const DEMO_START_MS = Date.parse('2026-09-07T09:00:00Z');
/** Sheets (by position in the demo list) that get attachments and discussions. */
const DEMO_SHEETS = 8;

function contactOf(user: StoredUser): Contact {
  return { email: user.email, name: `${user.firstName} ${user.lastName}` };
}

/** A digest-like hex string for demo files whose bytes do not exist. */
function demoDigest(random: DemoRandom): string {
  return randomKey(random, 64, '0123456789abcdef');
}

export class SheetContent {
  /** Attachment chains (each holding its versions, newest first), in creation order. */
  readonly attachments: StoredAttachment[] = [];
  readonly discussions = new Map<bigint, StoredDiscussion>();
  readonly comments = new Map<bigint, StoredComment>();
  /** Which attachment types URL attachments may use; `government` allows only the restricted set. */
  deployment: Deployment = 'standard';
  private readonly ids = new IdAllocator(new DemoRandom(7007));
  private readonly random = new DemoRandom(7008);
  /** The demo data's clock: fixed, so that the demo set is the same every time. */
  private clock = DEMO_START_MS;

  constructor(sheets: StoredSheet[], users: StoredUser[]) {
    this.buildDemo(sheets, users);
  }

  nextId(): bigint {
    return this.ids.next();
  }

  /** Timestamp of a write made now (demo data uses its own fixed clock). */
  now(): string {
    return isoSeconds(Date.now());
  }

  /** A random key for download URLs. */
  urlKey(): string {
    return randomKey(this.random, 24);
  }

  chainsOfSheet(sheetId: bigint): StoredAttachment[] {
    return this.attachments.filter((a) => a.sheetId === sheetId);
  }

  /** Row-level attachments and those on comments of the row's discussions. */
  chainsOfRow(sheetId: bigint, rowId: bigint): StoredAttachment[] {
    const commentIds = new Set(this.discussionsOfRow(sheetId, rowId).flatMap((d) => d.comments.map((c) => c.id)));
    return this.chainsOfSheet(sheetId).filter(
      (a) =>
        (a.parentType === 'ROW' && a.parentId === rowId) || (a.parentType === 'COMMENT' && commentIds.has(a.parentId)),
    );
  }

  chainsOfDiscussion(discussion: StoredDiscussion): StoredAttachment[] {
    const commentIds = new Set(discussion.comments.map((c) => c.id));
    return this.attachments.filter((a) => a.parentType === 'COMMENT' && commentIds.has(a.parentId));
  }

  chainsOfComment(commentId: bigint): StoredAttachment[] {
    return this.attachments.filter((a) => a.parentType === 'COMMENT' && a.parentId === commentId);
  }

  /** The chain holding version `id` of a sheet's attachment, and that version. */
  findVersion(sheetId: bigint, id: bigint): { chain: StoredAttachment; version: StoredAttachmentVersion } | undefined {
    for (const chain of this.attachments) {
      if (chain.sheetId !== sheetId) continue;
      const version = chain.versions.find((v) => v.id === id);
      if (version) return { chain, version };
    }
    return undefined;
  }

  removeChain(chain: StoredAttachment): void {
    const index = this.attachments.indexOf(chain);
    if (index >= 0) this.attachments.splice(index, 1);
  }

  discussionsOfSheet(sheetId: bigint): StoredDiscussion[] {
    return [...this.discussions.values()].filter((d) => d.sheetId === sheetId);
  }

  discussionsOfRow(sheetId: bigint, rowId: bigint): StoredDiscussion[] {
    return this.discussionsOfSheet(sheetId).filter((d) => d.parentType === 'ROW' && d.parentId === rowId);
  }

  /** Creates a discussion with its first comment; the title is the comment's text, as the service does. */
  addDiscussion(
    sheetId: bigint,
    parentType: 'SHEET' | 'ROW',
    parentId: bigint,
    text: string,
    author: Contact,
    at: string,
  ): StoredDiscussion {
    const discussion: StoredDiscussion = {
      id: this.nextId(),
      sheetId,
      parentType,
      parentId,
      title: text,
      createdBy: author,
      comments: [],
    };
    this.discussions.set(discussion.id, discussion);
    this.addComment(discussion, text, author, at);
    return discussion;
  }

  addComment(discussion: StoredDiscussion, text: string, author: Contact, at: string): StoredComment {
    const comment: StoredComment = {
      id: this.nextId(),
      discussionId: discussion.id,
      text,
      createdAt: at,
      modifiedAt: at,
      createdBy: author,
    };
    discussion.comments.push(comment);
    this.comments.set(comment.id, comment);
    return comment;
  }

  /** Deletes a discussion with its comments and their attachments. */
  removeDiscussion(discussion: StoredDiscussion): void {
    for (const chain of this.chainsOfDiscussion(discussion)) this.removeChain(chain);
    for (const comment of discussion.comments) this.comments.delete(comment.id);
    this.discussions.delete(discussion.id);
  }

  private tick(): string {
    this.clock += Math.floor(this.random.float() * DAY_MS);
    return isoSeconds(this.clock);
  }

  private fileVersion(name: string, mimeType: string, sizeBytes: number, author: Contact): StoredAttachmentVersion {
    return {
      id: this.nextId(),
      name,
      attachmentType: 'FILE',
      mimeType,
      sizeBytes,
      sha256: demoDigest(this.random),
      createdAt: this.tick(),
      createdBy: author,
    };
  }

  private buildDemo(sheets: StoredSheet[], users: StoredUser[]): void {
    const people = users.slice(0, 12).map(contactOf);
    const person = (i: number): Contact => people[i % people.length]!;
    sheets.slice(0, DEMO_SHEETS).forEach((sheet, s) => {
      // Sheet level: a file with three versions (stored newest first) and a plain link.
      const versions = [1, 2, 3].map((v) =>
        this.fileVersion(`${sheet.name} brief.pdf`, 'application/pdf', 180_000 + v * 25_000 + s, person(s + v)),
      );
      this.attachments.push({
        sheetId: sheet.id,
        parentType: 'SHEET',
        parentId: sheet.id,
        versions: versions.reverse(),
      });
      this.attachments.push({
        sheetId: sheet.id,
        parentType: 'SHEET',
        parentId: sheet.id,
        versions: [
          {
            id: this.nextId(),
            name: 'Team wiki',
            attachmentType: 'LINK',
            url: `https://wiki.example.com/${encodeURIComponent(sheet.name)}`,
            createdAt: this.tick(),
            createdBy: person(s),
          },
        ],
      });
      const [first, second] = sheet.rows;
      if (first) {
        this.attachments.push({
          sheetId: sheet.id,
          parentType: 'ROW',
          parentId: first.id,
          versions: [this.fileVersion('photo.png', 'image/png', 48_213 + s, person(s + 4))],
        });
        const thread = this.addDiscussion(
          sheet.id,
          'ROW',
          first.id,
          'Is the estimate for this task still right?',
          person(s + 1),
          this.tick(),
        );
        this.addComment(thread, 'It grew by two days; see the attached plan.', person(s + 2), this.tick());
        const reply = thread.comments[1]!;
        this.attachments.push({
          sheetId: sheet.id,
          parentType: 'COMMENT',
          parentId: reply.id,
          versions: [
            this.fileVersion(
              'revised-plan.xlsx',
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              23_552 + s,
              person(s + 2),
            ),
          ],
        });
        this.addComment(thread, 'Thanks, updated.', person(s + 1), this.tick());
      }
      if (second) {
        this.attachments.push({
          sheetId: sheet.id,
          parentType: 'ROW',
          parentId: second.id,
          versions: [
            {
              id: this.nextId(),
              name: 'Budget model',
              attachmentType: 'FILESTORE_D',
              attachmentSubType: 'SPREADSHEET',
              url: `https://drive.example.com/d/${this.urlKey()}`,
              createdAt: this.tick(),
              createdBy: person(s + 3),
            },
          ],
        });
      }
      const general = this.addDiscussion(
        sheet.id,
        'SHEET',
        sheet.id,
        `Kick-off notes for ${sheet.name}`,
        person(s),
        this.tick(),
      );
      this.addComment(general, 'Agreed; the next review is on Friday.', person(s + 5), this.tick());
    });
  }
}
