#!/usr/bin/env bash
# Prints the bin directory of Node.js VERSION, to put first on PATH: the machine's own `node` when it is that
# version, else a copy unpacked from the npm registry's `node-<os>-<arch>` package (Node's own binaries,
# published there by the Node.js project) into a cache, so nothing is downloaded from anywhere but the registry.
#   PATH="$(bash scripts/ci/use-node.sh 24.21.0):$PATH"
set -euo pipefail
version="${1:?usage: use-node.sh VERSION}"
if command -v node >/dev/null && [ "$(node --version)" = "v$version" ]; then
  dirname "$(command -v node)"
  exit 0
fi
case "$(uname -s)" in Linux) os=linux ;; Darwin) os=darwin ;; *) echo "use-node: unsupported OS $(uname -s)" >&2; exit 1 ;; esac
case "$(uname -m)" in x86_64 | amd64) arch=x64 ;; aarch64 | arm64) arch=arm64 ;; *) echo "use-node: unsupported CPU $(uname -m)" >&2; exit 1 ;; esac
cache="${NODE_VERSIONS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/intuition-docs/node}/$version"
if [ ! -x "$cache/bin/node" ]; then
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  echo "use-node: fetching node-$os-$arch@$version from the npm registry" >&2
  (cd "$tmp" && npm pack "node-$os-$arch@$version" --silent >/dev/null && tar xzf ./*.tgz)
  [ "$("$tmp/package/bin/node" --version)" = "v$version" ] || { echo "use-node: the package is not Node $version" >&2; exit 1; }
  mkdir -p "$(dirname "$cache")"
  rm -rf "$cache"
  mv "$tmp/package" "$cache"
fi
echo "$cache/bin"
