// Upload arguments measured before any upstream call, through graphql-upload's public stream
// (refused past a limit); the file is sent later from a fresh stream, never held in memory.
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import type { GraphQLError } from 'graphql';
import type { UploadSource } from '../datasources/upload-source.js';
import { badUserInput } from '../graphql-errors.js';

/** What an upload argument must satisfy. */
export interface UploadRules {
  /** The input path named by a refusal, such as `input.file`. */
  field: string;
  /** Largest size accepted, and the refusal of a larger file (it names the file). */
  maxBytes?: { bytes: number; refusal(filename: string): GraphQLError };
  /** Refuses a file sent without a name. */
  nameRequired?: boolean;
}

const unreadable = (error: unknown, field: string): GraphQLError =>
  badUserInput(`the file could not be read: ${(error as Error).message}`, field);

/** Counts the bytes of one read of the upload, refusing it as soon as it passes the limit. */
async function countBytes(file: FileUpload, rules: UploadRules): Promise<number> {
  let size = 0;
  const stream = file.createReadStream();
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (rules.maxBytes && size > rules.maxBytes.bytes) throw rules.maxBytes.refusal(file.filename);
    }
  } catch (error) {
    if (rules.maxBytes && size > rules.maxBytes.bytes) throw error;
    throw unreadable(error, rules.field);
  } finally {
    stream.destroy();
  }
  return size;
}

/**
 * Waits for an upload argument and measures it; a file that cannot be read, has no name where one
 * is required, or is too large is BAD_USER_INPUT naming `rules.field`, before anything is sent.
 */
export async function measureUpload(
  upload: Promise<FileUpload> | FileUpload,
  rules: UploadRules,
): Promise<UploadSource> {
  let file: FileUpload;
  try {
    file = await upload;
  } catch (error) {
    throw unreadable(error, rules.field);
  }
  if (rules.nameRequired && !file.filename) throw badUserInput('the file has no name', rules.field);
  const size = await countBytes(file, rules);
  return { filename: file.filename, contentType: file.mimetype || '', size, open: () => file.createReadStream() };
}
