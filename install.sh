#!/usr/bin/env bash
# Installs what Verdict needs on a Debian or Ubuntu machine (run as root), builds dist/verdict, and then:
#   bash install.sh            install and build only
#   bash install.sh --start    … then start the server in the foreground (data in /var/lib/verdict, port 8080)
#   bash install.sh --service  … then install and start the systemd unit `verdict`
#   bash install.sh --test     … also install Chromium and run every test (bun run test)
# It is idempotent: it installs only what is missing and says what it did.
set -euo pipefail
cd "$(dirname "$0")"

mode="${1:-}"
case "$mode" in ""|--start|--service|--test) ;; *) echo "usage: bash install.sh [--start|--service|--test]"; exit 2;; esac
say() { printf '[install] %s\n' "$*"; }

if [ "$(id -u)" -ne 0 ]; then echo "install.sh must run as root (the judge sandbox needs root for cgroups)"; exit 1; fi
command -v apt-get >/dev/null || { echo "install.sh supports Debian and Ubuntu (apt-get not found)"; exit 1; }

# Debian package → a file that shows it is installed.
packages=(
  "bubblewrap:/usr/bin/bwrap"
  "libseccomp2:/usr/lib/x86_64-linux-gnu/libseccomp.so.2"
  "tar:/bin/tar"
  "ca-certificates:/etc/ssl/certs"
  "gcc:/usr/bin/gcc"
  "g++:/usr/bin/g++"
  "openjdk-17-jdk-headless:/usr/lib/jvm/java-17-openjdk-amd64/bin/javac"
  "python3:/usr/bin/python3"
  "pypy3:/usr/bin/pypy3"
  "golang-go:/usr/bin/go"
  "rustc:/usr/bin/rustc"
  "fp-compiler:/usr/bin/fpc"
  "nodejs:/usr/bin/node"
)
[ "$mode" = "--test" ] && packages+=("chromium:/usr/bin/chromium" "fonts-noto-cjk:/usr/share/fonts/opentype/noto")
command -v npm >/dev/null || packages+=("npm:/usr/bin/npm")

missing=()
for entry in "${packages[@]}"; do
  name="${entry%%:*}"; file="${entry#*:}"
  if [ -e "$file" ] || dpkg-query -W -f='${Status}' "$name" 2>/dev/null | grep -q "ok installed"; then :; else missing+=("$name"); fi
done
if [ ${#missing[@]} -gt 0 ]; then
  say "installing Debian packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  say "Debian packages: all present"
fi

if ! command -v bun >/dev/null; then
  say "installing Bun from npm"
  npm install -g --silent bun >/dev/null 2>&1 || npm install -g bun
fi
say "bun $(bun --version)"

say "installing JavaScript dependencies"
bun install --frozen-lockfile >/dev/null
say "building dist/verdict"
bun run build

# The precompiled C++ headers go into the data directory the server will use, so no submission
# compiles before them; build-pch keeps the ones already built. The server builds missing ones at start too.
if [ "$mode" != "--test" ]; then
  case "$mode" in --start|--service) pch_data="${VERDICT_DATA:-/var/lib/verdict}";; *) pch_data="${VERDICT_DATA:-./data}";; esac
  mkdir -p "$pch_data"
  say "precompiled C++ headers in $pch_data"
  ./dist/verdict build-pch --data "$pch_data" || say "headers not built here; the server builds them in the background at its start"
fi

case "$mode" in
  --start)
    # The sandbox users must reach the data directory, which a clone under /root (0700) would not allow.
    export VERDICT_DATA="${VERDICT_DATA:-/var/lib/verdict}"
    say "starting Verdict on port ${VERDICT_PORT:-8080} with data in $VERDICT_DATA"
    exec ./dist/verdict serve
    ;;
  --service)
    install -m 0755 dist/verdict /usr/local/bin/verdict
    mkdir -p /var/lib/verdict
    cat > /etc/systemd/system/verdict.service <<'UNIT'
[Unit]
Description=Verdict online judge
After=network.target

[Service]
ExecStart=/usr/local/bin/verdict serve --data /var/lib/verdict
Restart=on-failure
User=root
LimitNOFILE=65536

[Install]
WantedBy=multi-user.target
UNIT
    systemctl daemon-reload
    systemctl enable --now verdict
    say "service verdict started; the first start prints the admin login: journalctl -u verdict | grep -A2 'super admin'"
    ;;
  --test)
    say "running every test"
    exec bun run test
    ;;
  *)
    say "done: start the server with ./dist/verdict serve"
    ;;
esac
