-- Why processing an upload failed (v2 uploads are processed after the answer); NULL otherwise.
-- A row with file_path NULL and no error is still processing.
ALTER TABLE media_attachments ADD COLUMN processing_error TEXT;
