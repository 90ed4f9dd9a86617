-- Full-text search of statuses (what Mastodon indexes in Elasticsearch: the content warning, the
-- text, poll options and media descriptions), case- and diacritic-insensitive. Boosts are not
-- indexed. A row's rowid is its status id as a number (ids are 18-digit snowflakes), so the
-- triggers below find it without a scan; they keep the index in step with statuses, polls and media.
CREATE VIRTUAL TABLE status_search USING fts5(
  status_id UNINDEXED,
  spoiler_text,
  text,
  extras,
  tokenize = 'unicode61 remove_diacritics 2'
);

-- What is indexed for each status (one row per status that is not a boost).
CREATE VIEW status_search_documents AS
  SELECT
    CAST(s.id AS INTEGER) AS search_rowid,
    s.id AS status_id,
    s.spoiler_text,
    s.text,
    trim(
      ifnull((SELECT group_concat(o.value, char(10)) FROM polls p, json_each(p.options) o WHERE p.status_id = s.id AND json_valid(p.options)), '')
      || char(10) ||
      ifnull((SELECT group_concat(m.description, char(10)) FROM media_attachments m WHERE m.status_id = s.id AND m.description IS NOT NULL), ''),
      char(10)
    ) AS extras
  FROM statuses s
  WHERE s.reblog_of_id IS NULL;

INSERT INTO status_search (rowid, status_id, spoiler_text, text, extras)
  SELECT search_rowid, status_id, spoiler_text, text, extras FROM status_search_documents;

CREATE TRIGGER status_search_insert AFTER INSERT ON statuses WHEN NEW.reblog_of_id IS NULL
BEGIN
  INSERT INTO status_search (rowid, status_id, spoiler_text, text, extras)
    SELECT search_rowid, status_id, spoiler_text, text, extras FROM status_search_documents WHERE status_id = NEW.id;
END;

CREATE TRIGGER status_search_update AFTER UPDATE OF text, spoiler_text ON statuses WHEN NEW.reblog_of_id IS NULL
BEGIN
  DELETE FROM status_search WHERE rowid = CAST(OLD.id AS INTEGER);
  INSERT INTO status_search (rowid, status_id, spoiler_text, text, extras)
    SELECT search_rowid, status_id, spoiler_text, text, extras FROM status_search_documents WHERE status_id = NEW.id;
END;

CREATE TRIGGER status_search_delete AFTER DELETE ON statuses WHEN OLD.reblog_of_id IS NULL
BEGIN
  DELETE FROM status_search WHERE rowid = CAST(OLD.id AS INTEGER);
END;

-- A poll's options or an attachment's description changed: the status's row is written again.
CREATE TRIGGER status_search_poll_insert AFTER INSERT ON polls
BEGIN
  DELETE FROM status_search WHERE rowid = CAST(NEW.status_id AS INTEGER);
  INSERT INTO status_search (rowid, status_id, spoiler_text, text, extras)
    SELECT search_rowid, status_id, spoiler_text, text, extras FROM status_search_documents WHERE status_id = NEW.status_id;
END;

CREATE TRIGGER status_search_poll_update AFTER UPDATE OF options ON polls
BEGIN
  DELETE FROM status_search WHERE rowid = CAST(NEW.status_id AS INTEGER);
  INSERT INTO status_search (rowid, status_id, spoiler_text, text, extras)
    SELECT search_rowid, status_id, spoiler_text, text, extras FROM status_search_documents WHERE status_id = NEW.status_id;
END;

CREATE TRIGGER status_search_poll_delete AFTER DELETE ON polls
BEGIN
  DELETE FROM status_search WHERE rowid = CAST(OLD.status_id AS INTEGER);
  INSERT INTO status_search (rowid, status_id, spoiler_text, text, extras)
    SELECT search_rowid, status_id, spoiler_text, text, extras FROM status_search_documents WHERE status_id = OLD.status_id;
END;

CREATE TRIGGER status_search_media_insert AFTER INSERT ON media_attachments WHEN NEW.status_id IS NOT NULL
BEGIN
  DELETE FROM status_search WHERE rowid = CAST(NEW.status_id AS INTEGER);
  INSERT INTO status_search (rowid, status_id, spoiler_text, text, extras)
    SELECT search_rowid, status_id, spoiler_text, text, extras FROM status_search_documents WHERE status_id = NEW.status_id;
END;

CREATE TRIGGER status_search_media_update AFTER UPDATE OF status_id, description ON media_attachments
  WHEN OLD.status_id IS NOT NULL OR NEW.status_id IS NOT NULL
BEGIN
  DELETE FROM status_search WHERE rowid IN (CAST(OLD.status_id AS INTEGER), CAST(NEW.status_id AS INTEGER));
  INSERT INTO status_search (rowid, status_id, spoiler_text, text, extras)
    SELECT search_rowid, status_id, spoiler_text, text, extras FROM status_search_documents WHERE status_id IN (OLD.status_id, NEW.status_id);
END;

CREATE TRIGGER status_search_media_delete AFTER DELETE ON media_attachments WHEN OLD.status_id IS NOT NULL
BEGIN
  DELETE FROM status_search WHERE rowid = CAST(OLD.status_id AS INTEGER);
  INSERT INTO status_search (rowid, status_id, spoiler_text, text, extras)
    SELECT search_rowid, status_id, spoiler_text, text, extras FROM status_search_documents WHERE status_id = OLD.status_id;
END;
