for s in ${SIZES:-30000 60000 100000}; do
  SIZE=$s node --import tsx scratch/bigbuf.ts & PID=$!
  sleep 3; echo size $s
  ../../node_modules/.bin/autocannon -c 100 -d 5 http://127.0.0.1:4199/big 2>&1 | grep -E 'Latency|Req/Sec'
  kill $PID; wait $PID 2>/dev/null
done
