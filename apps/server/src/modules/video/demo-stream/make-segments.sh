#!/bin/sh
# Makes the demo stream's loop (docs/decisions/streaming.md): 12 s of a pitch with a moving ball and
# a quiet crowd-like noise, cut into six 2-second MPEG-TS segments (seg0.mpegts ...) of H.264 (baseline) and AAC, each
# starting on a key frame, so the server can play them round and round as a live stream. The
# segments are committed: `npm start` needs no ffmpeg. Run from this folder: `sh make-segments.sh`.
set -eu
rm -f seg*.ts seg*.mpegts loop.m3u8
ffmpeg -hide_banner -loglevel error \
  -f lavfi -i "color=c=0x2f7d32:s=426x240:r=25:d=12" \
  -f lavfi -i "anoisesrc=color=pink:amplitude=0.04:sample_rate=44100:duration=12" \
  -f lavfi -i "color=c=white:s=8x8:r=25:d=12" \
  -filter_complex "[0:v][2:v]overlay=x='40+t*28':y='116+50*sin(t*0.9)'[p];[p]drawbox=x=8:y=8:w=410:h=224:color=white@0.8:t=2,\
drawbox=x=212:y=8:w=2:h=224:color=white@0.8:t=fill,\
drawbox=x=8:y=80:w=50:h=80:color=white@0.8:t=2,\
drawbox=x=368:y=80:w=50:h=80:color=white@0.8:t=2,\
drawbox=x=0:y=212:w=426:h=28:color=black@0.55:t=fill,\
drawtext=text='DEMO STREAM':x=10:y=218:fontsize=16:fontcolor=white,\
drawtext=text='%{pts\:hms}':x=w-tw-10:y=218:fontsize=16:fontcolor=white[v]" \
  -map '[v]' -map 1:a \
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -b:v 120k -maxrate 160k -bufsize 240k \
  -g 50 -keyint_min 50 -sc_threshold 0 \
  -c:a aac -b:a 48k -ac 1 \
  -f hls -hls_time 2 -hls_list_size 0 -hls_segment_filename 'seg%d.ts' loop.m3u8
rm -f loop.m3u8
# Not .ts on disk: that is TypeScript's extension, and every tool would read them as code.
for f in seg*.ts; do mv "$f" "${f%.ts}.mpegts"; done
ls -l seg*.mpegts
