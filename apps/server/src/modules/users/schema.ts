import { integer, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  mobilePhone: text('mobile_phone').notNull().unique(),
  passwordHash: text('password_hash'),
  callName: text('call_name'),
  name: text('name'),
  idCardNo: text('id_card_no'),
  sexCode: text('sex_code'),
  age: integer('age'),
  marryStateCode: text('marry_state_code'),
  folkId: integer('folk_id'),
  height: integer('height'),
  weight: real('weight'),
  openid: text('openid'),
  isGzbd: integer('is_gzbd').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
