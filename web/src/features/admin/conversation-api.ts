import { z } from 'zod';
import { chatSessionRecordSchema } from '@domain/contracts/admin.ts';
import { storedChatMessageSchema } from '@domain/contracts/records/chat-session.ts';
import type { StaffReplyRequest } from '@domain/contracts/staff-replies.ts';
import { call, jsonBody, type ChatSessionRecord } from './admin-api.ts';

/** Staff take a conversation over, give it back to Q and reply (issue #30). */
const sessionAnswerSchema = z.object({ session: chatSessionRecordSchema });
const replyAnswerSchema = z.object({ message: storedChatMessageSchema });
export type StaffReply = z.infer<typeof storedChatMessageSchema>;

const path = (id: string, action: 'takeover' | 'handback' | 'replies') =>
  `/api/admin/chat-sessions/${encodeURIComponent(id)}/${action}` as const;

export const takeOverChatSession = async (id: string): Promise<ChatSessionRecord> =>
  (await call(path(id, 'takeover'), sessionAnswerSchema, { method: 'POST' })).session;

export const handBackChatSession = async (id: string): Promise<ChatSessionRecord> =>
  (await call(path(id, 'handback'), sessionAnswerSchema, { method: 'POST' })).session;

export const sendStaffReply = async (id: string, body: StaffReplyRequest): Promise<StaffReply> =>
  (await call(path(id, 'replies'), replyAnswerSchema, jsonBody('POST', body))).message;
