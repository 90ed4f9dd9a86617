-- Server-wide secrets generated once and kept across restarts (the VAPID key pair for Web Push).
CREATE TABLE instance_keys (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  created_at TEXT NOT NULL
);
