-- Family with consent (issue 12, docs/family.md): adding a member sends an invitation; it becomes a
-- membership (family_members) only when the invited shopper accepts it.
--
-- invitee_id is the UID as the inviter typed it, on purpose not a foreign key: inviting a UID that
-- names no account answers exactly like inviting one that does, so the row must exist either way.
-- status:
--   pending    sent, waiting for the invitee
--   accepted   the invitee accepted: a family_members row was made
--   declined   the invitee said no (the inviter still sees it as pending: a refusal reveals nothing)
--   cancelled  the inviter withdrew it
--   void       it names no account (anymore): sent to a UID nobody had when a user gets that UID
--              later, or the invitee deleted their account. Never delivered; pending to the inviter.
create table family_invitations (
  id serial primary key,
  family_id integer not null references families (id) on delete cascade,
  inviter_id integer not null references users (id) on delete cascade,
  invitee_id integer not null check (invitee_id between 10000000 and 99999999),
  relation text not null check (relation in ('Mère', 'Père', 'Frère', 'Soeur', 'Proche', 'Ami')),
  avatar text not null,
  status text not null default 'pending' check (status in ('pending', 'accepted', 'declined', 'cancelled', 'void')),
  created_at timestamptz not null,
  responded_at timestamptz
);
-- One open invitation (as the inviter sees it) per family and UID: inviting again changes nothing.
create unique index family_invitations_open_uniq on family_invitations (family_id, invitee_id)
  where status in ('pending', 'declined', 'void');
-- "Invitations I received": the pending ones of a user.
create index family_invitations_received_idx on family_invitations (invitee_id, id) where status = 'pending';
-- "Sent by a family": its open invitations.
create index family_invitations_family_idx on family_invitations (family_id, id);

-- The links made before consent existed stay memberships; each gets an accepted invitation, for history.
insert into family_invitations (family_id, inviter_id, invitee_id, relation, avatar, status, created_at, responded_at)
select m.family_id, f.owner_id, m.user_id, m.relation, m.avatar, 'accepted', m.created_at, m.created_at
from family_members m
join families f on f.id = m.family_id
order by m.id;

-- A new account never receives what was sent to its UID before it existed.
create function family_invitations_void_for_new_user() returns trigger language plpgsql as $$
begin
  update family_invitations set status = 'void' where invitee_id = new.id and status = 'pending';
  return null;
end
$$;
create trigger users_void_family_invitations after insert on users
  for each row execute function family_invitations_void_for_new_user();

-- A deleted account's answers go with it: its accepted invitations are deleted (its memberships
-- cascade), the pending and declined ones become void (the inviters' view does not change).
create function family_invitations_forget_deleted_user() returns trigger language plpgsql as $$
begin
  delete from family_invitations where invitee_id = old.id and status = 'accepted';
  update family_invitations set status = 'void', responded_at = null
    where invitee_id = old.id and status in ('pending', 'declined');
  return null;
end
$$;
create trigger users_forget_family_invitations after delete on users
  for each row execute function family_invitations_forget_deleted_user();

-- The member search no longer looks anything up by prefix (only the whole UID, the primary key).
drop index if exists users_phone_prefix_idx;
drop index if exists users_id_text_prefix_idx;
