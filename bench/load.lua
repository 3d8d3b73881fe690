-- wrk script of bench/load.sh: replays a request plan written by
-- `contribgen plan`, each request as its own signed-in caller.
--
--   wrk -t2 -c64 -d15s --latency -s bench/load.lua http://127.0.0.1:18780 -- <plan> <tokens> [start]
--
-- Every scenario's plan goes through it alike (the ideas-manage pages of issue 18 too: competition-ideas).
-- A plan line is "<caller> <path>" (a GET) or "<caller> POST <path> <json>",
-- the caller a 0-based index into the tokens file (one bearer token a line). Each thread formats the whole plan
-- once at start and replays it from its own place, so the measured time is
-- not spent building requests; a plan of one line is one URL for one caller.
-- start (0 to 1, default 0) is where the first thread begins in the plan:
-- bench/load.sh warms up from 0.25 so that the measured requests are not the
-- ones the warm-up just sent (and the server may still remember).

local threads = 0

function setup(thread)
  threads = threads + 1
  thread:set("thread_number", threads)
end

local requests, count, at

function init(args)
  local plan, tokens, start = args[1], args[2], tonumber(args[3] or "0")
  if plan == nil or tokens == nil then
    error("usage: wrk … -s bench/load.lua <url> -- <plan> <tokens>")
  end
  local auth = {}
  for line in io.lines(tokens) do
    auth[#auth + 1] = "Bearer " .. line
  end
  requests = {}
  for line in io.lines(plan) do
    local caller, path, body = line:match("^(%d+) POST (%S+) (.+)$")
    if caller then
      requests[#requests + 1] = wrk.format("POST", path,
        { Authorization = auth[tonumber(caller) + 1], ["Content-Type"] = "application/json" }, body)
    else
      caller, path = line:match("^(%d+) (.+)$")
      if caller then
        requests[#requests + 1] = wrk.format("GET", path, { Authorization = auth[tonumber(caller) + 1] })
      end
    end
  end
  count = #requests
  if count == 0 then
    error("empty plan " .. plan)
  end
  -- threads start far apart in the plan (thread_number is set by setup)
  at = math.floor((start + ((thread_number or 1) - 1) / 2) * count) % count
end

function request()
  at = at % count + 1
  return requests[at]
end
