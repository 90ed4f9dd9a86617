#!/usr/bin/env bash
# Makes the notification sound (SPEC §9 'boop', ogg and mp3) in src/store/sounds/: two short rising
# sine notes, faded out. The files are committed; run this only to change them (needs ffmpeg).
set -euo pipefail
cd "$(dirname "$0")/../src/store/sounds"
tone='sine=frequency=880:duration=0.09:sample_rate=44100'
high='sine=frequency=1320:duration=0.14:sample_rate=44100'
filter='[0]afade=t=in:d=0.005,afade=t=out:st=0.05:d=0.04[a];[1]afade=t=in:d=0.005,afade=t=out:st=0.03:d=0.11[b];[a][b]concat=n=2:v=0:a=1,volume=0.4'
ffmpeg -loglevel error -y -f lavfi -i "$tone" -f lavfi -i "$high" -filter_complex "$filter" -ac 1 -c:a libvorbis -q:a 3 boop.ogg
ffmpeg -loglevel error -y -f lavfi -i "$tone" -f lavfi -i "$high" -filter_complex "$filter" -ac 1 -c:a libmp3lame -b:a 64k boop.mp3
