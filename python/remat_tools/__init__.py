"""remat's report tools: a summary (show_report) and the memory-timeline plot
(plot_memory_timeline) of the JSON report that `remat-opt --remat-report`
and remat-solve write (docs/report.schema.json)."""
