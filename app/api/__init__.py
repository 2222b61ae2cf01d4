"""HTTP routers: parse the request, call a service, return a typed response."""
