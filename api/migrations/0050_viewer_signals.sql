-- Every change that alters what a session lets its holder do signals the outbox channel when
-- it commits: a session ended (logout, password reset, e-mail change, account deleted), a role
-- granted or taken, the account's e-mail or enabled flag, a company link. Each api process
-- empties its in-memory cache of sessions on that signal (api/src/accounts/viewer-cache.ts,
-- docs/performance.md), whichever process or script made the change. A trigger, so no write
-- path can forget it. NOTIFY folds equal signals of one transaction into one.
CREATE FUNCTION viewer_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('outbox', '');
  RETURN NULL;
END $$;

CREATE TRIGGER sessions_viewer_signal AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION viewer_changed();
CREATE TRIGGER user_roles_viewer_signal AFTER INSERT OR UPDATE OR DELETE ON user_roles
  FOR EACH ROW EXECUTE FUNCTION viewer_changed();
CREATE TRIGGER users_viewer_signal AFTER UPDATE OF email, enabled ON users
  FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email OR OLD.enabled IS DISTINCT FROM NEW.enabled)
  EXECUTE FUNCTION viewer_changed();
CREATE TRIGGER company_users_viewer_signal AFTER INSERT OR UPDATE OR DELETE ON company_users
  FOR EACH ROW EXECUTE FUNCTION viewer_changed();
