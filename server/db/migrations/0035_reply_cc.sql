-- A reply may copy the ticket's dealer contact (Cc), beside its one recipient.
ALTER TABLE "outgoing_messages" ADD COLUMN "cc_address" text;
