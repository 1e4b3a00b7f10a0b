#!/bin/sh
# Puts the peer rules engines that bench/peer.ts plays at random (Rally the Troops modules, the
# comparison of the developers' guide and issue 32) in ../peers/<name>/, OUTSIDE this repository:
# their code is theirs and is never committed here. Each is pinned to the last commit of its public
# repository that still holds rules.js (the newest commits say the code moved to
# git.rally-the-troops.com).
#   sh tools/peers.sh                      # clones from github.com
#   PEER_GIT=/path/to/mirrors sh tools/peers.sh   # or from local clones named <owner>+<name>/repo
set -eu
dest="${PEERS_DIR:-$(cd "$(dirname "$0")/../.." && pwd)/peers}"
mkdir -p "$dest"
fetch() { # name commit
  name="$1"; commit="$2"
  if [ -n "${PEER_GIT:-}" ]; then git_dir="$PEER_GIT/rally-the-troops+$name/repo"
  else git_dir="$dest/.git-$name"; [ -d "$git_dir" ] || git clone -q --bare "https://github.com/rally-the-troops/$name" "$git_dir"; fi
  mkdir -p "$dest/$name"
  for f in rules.js data.js; do git --git-dir="$git_dir" show "$commit:$f" > "$dest/$name/$f"; done
  printf '{"type":"commonjs","commit":"%s"}\n' "$commit" > "$dest/$name/package.json"
  echo "$dest/$name: rules.js, data.js at $commit"
}
fetch hammer-of-the-scots 0b979b1575eab57bfe5f26b1dd34e48004221f58   # 24 Dec 2023, branch mobile
fetch waterloo-campaign-1815 392418f5fe031bbac23c8c80fdcc7528e5a84e59 # 1 Oct 2023, branch town-names
