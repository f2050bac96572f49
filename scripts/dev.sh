#!/usr/bin/env bash
# Sets everything up, builds the wasm core and runs the visualiser on a Vite
# dev server (http://127.0.0.1:5173/ or the next free port; Vite prints the URL).
# Extra arguments go to Vite, e.g. `bash scripts/dev.sh --port 8080`.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/setup.sh --no-browser --no-python
bash scripts/build-wasm.sh
echo
echo "Starting the visualiser; open the Local URL printed below (Ctrl-C stops it)."
echo "After changing Rust code, run 'bash scripts/build-wasm.sh' in another shell; Vite reloads the page."
exec npx --no-install vite --host 127.0.0.1 "$@"
