"""Framework adapters, each imported on demand so the core never pulls a framework in.

`attachguard_client.integrations.langchain` (extra `langchain`): a LangChain agent
middleware and a LangGraph `ToolNode` wrapper. `attachguard_client.integrations.openai_agents`
(extra `openai-agents`): tool and output guardrails for the OpenAI Agents SDK.
"""
