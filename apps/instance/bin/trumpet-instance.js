#!/usr/bin/env node
// The `trumpet-instance` command. A file of its own, so the command exists from install on (before
// the first build); it runs the built CLI (`pnpm build` first).
import '../dist/cli.js';
